import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import { badInput } from '../core/validate.ts';
import { isUniqueViolation } from '../core/unique-conflict.ts';

export interface TenantFields {
  name: string;
  abbreviation: string;
  prodEndpoint: string;
  modules: readonly string[];
  isTest: boolean;
}

const columns = (f: TenantFields) => ({
  name: f.name,
  abbreviation: f.abbreviation,
  prod_endpoint: f.prodEndpoint,
  modules: toJson(f.modules),
  is_test: f.isTest,
});

/** BAD_USER_INPUT on `domains` naming a domain another tenant holds. */
const domainTaken = (domain: string) =>
  badInput('domains', `The domain "${domain}" is already taken by another tenant`);

/**
 * Refuses domains another tenant holds, or that are another tenant's development host
 * (`<key>.localhost` reaches the tenant `key` when no tenant claims it).
 */
export async function assertDomainsFree(db: Knex, { tenantKey, domains }: { tenantKey: string; domains: string[] }) {
  const held: { domain: string }[] = await db('tenant_domains')
    .whereIn('domain', domains)
    .whereNot({ tenant_key: tenantKey })
    .select('domain');
  const devKeys = domains.flatMap((d) => /^([a-z0-9-]+)\.localhost$/.exec(d)?.[1] ?? []).filter((k) => k !== tenantKey);
  const devHeld: string[] = devKeys.length ? await db('tenants').whereIn('key', devKeys).pluck('key') : [];
  const taken = domains.find(
    (d) => held.some((h) => h.domain === d) || devHeld.some((key) => d === `${key}.localhost`),
  );
  if (taken) throw domainTaken(taken);
}

/** Replaces the tenant's domains, the first primary; a domain taken meanwhile is refused as above. */
export async function setTenantDomains(db: Knex, { tenantKey, domains }: { tenantKey: string; domains: string[] }) {
  await db('tenant_domains').where({ tenant_key: tenantKey }).delete();
  try {
    await db('tenant_domains').insert(
      domains.map((domain, index) => ({ domain, tenant_key: tenantKey, is_primary: index === 0 })),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The transaction may be aborted (PostgreSQL): the domain comes from the error, when it says.
    const detail = /\(domain\)=\(([^)]+)\)/.exec(String((error as { detail?: unknown }).detail))?.[1];
    throw detail ? domainTaken(detail) : badInput('domains', 'One of the domains was just taken by another tenant');
  }
}

/** Inserts the tenant row; a key taken (even at the same moment) is BAD_USER_INPUT on `key`. */
export async function insertTenantRow(
  db: Knex,
  { key, fields, now }: { key: string; fields: TenantFields; now: number },
) {
  const taken = () => badInput('key', `The key "${key}" is already taken by another tenant`);
  if (await db('tenants').where({ key }).first('key')) throw taken();
  try {
    await db('tenants').insert({ key, ...columns(fields), created: now, updated: now });
  } catch (error) {
    throw isUniqueViolation(error) ? taken() : error;
  }
}

export async function updateTenantRow(
  db: Knex,
  { key, fields, now }: { key: string; fields: TenantFields; now: number },
) {
  await db('tenants')
    .where({ key })
    .update({ ...columns(fields), updated: now });
}
