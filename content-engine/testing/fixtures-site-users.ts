import type { Knex } from 'knex';
import { demographicRows } from '../../db/seed/generate/demographics.ts';
import { hashPassword } from '../credentials/passwords.ts';
import { toJson } from '../core/rows.ts';
import { newHashedId } from '../site-users/queries.ts';
import type { TestEngine } from './test-engine.ts';

/*
 * Site users, memberships and demographic questions for integration tests, and a GraphQL call
 * with the site-user headers.
 */

const insertId = async (db: Knex, table: string, row: Record<string, unknown>): Promise<number> => {
  const [inserted] = await db(table).insert(row).returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
};

export interface MembershipFixture {
  tenantKey: string;
  alias: string;
  title?: string;
  isFree?: boolean;
  status?: number;
  omedaProduct?: string | null;
  common?: string[];
  demographics?: number[];
  additional?: number[];
}

export async function insertMembership(db: Knex, m: MembershipFixture): Promise<number> {
  return insertId(db, 'memberships', {
    tenant_key: m.tenantKey,
    title: m.title ?? m.alias,
    alias: m.alias,
    status: m.status ?? 1,
    is_free: m.isFree ?? true,
    omeda_product: m.omedaProduct ?? null,
    required_user_common_fields: toJson(m.common ?? []),
    required_user_demographic_fields: toJson(m.demographics ?? []),
    additional_user_demographic_fields: toJson(m.additional ?? []),
    created: Date.now(),
    updated: Date.now(),
  });
}

/** The demo's demographic questions (101–109, every answer type) for the tenant. */
export async function insertDemographics(db: Knex, tenantKey: string) {
  await db('demographics').insert(demographicRows(tenantKey));
}

export interface SiteUserFixture {
  id: number;
  email: string;
  username: string;
  password: string;
}

/** An active site user (a pending one with `status: 'pending'`), holding `memberships`. */
export async function insertSiteUser(
  db: Knex,
  {
    tenantKey,
    email,
    username = email,
    password = 'Member-pass-2026',
    status = 'active',
    memberships = [],
    profile = {},
  }: {
    tenantKey: string;
    email: string;
    username?: string;
    password?: string;
    status?: 'active' | 'pending';
    memberships?: number[];
    profile?: Record<string, unknown>;
  },
): Promise<SiteUserFixture> {
  const now = Date.now();
  const id = await insertId(db, 'site_users', {
    tenant_key: tenantKey,
    email: email.toLowerCase(),
    username,
    password_hash: status === 'active' ? await hashPassword(password) : null,
    status,
    first_name: 'Sam',
    last_name: 'Reader',
    country_code: 'US',
    region: 'IL',
    hashed_id: newHashedId(),
    created: now,
    updated: now,
    ...profile,
  });
  for (const membershipId of memberships)
    await db('site_user_memberships').insert({
      tenant_key: tenantKey,
      site_user_id: id,
      membership_id: membershipId,
      expiration: null,
      created: now,
    });
  return { id, email: email.toLowerCase(), username, password };
}

export interface SiteCallOptions {
  tenantKey?: string;
  siteUserToken?: string;
  /** A CMS bearer token. */
  token?: string;
  /** The client address the request comes from. */
  ip?: string;
}

export interface GqlResult<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions: { code: string; fields?: string[] } }[];
}

/** POSTs a GraphQL request with the site-user token header (and the client address). */
export async function siteGql<T = Record<string, unknown>>(
  engine: TestEngine,
  query: string,
  variables: Record<string, unknown> = {},
  { tenantKey, siteUserToken, token, ip = '127.0.0.1' }: SiteCallOptions = {},
): Promise<GqlResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (tenantKey) headers['tenant-key'] = tenantKey;
  if (siteUserToken) headers['site-user-token'] = siteUserToken;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await engine.app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    remoteAddress: ip,
    payload: { query, variables },
  });
  return { status: response.statusCode, ...response.json() };
}
