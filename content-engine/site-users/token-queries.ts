import type { Knex } from 'knex';
import { z } from 'zod';
import { dbJson, dbNumber, toJson } from '../core/rows.ts';
import { hashToken, maxTokenLength, newToken } from '../credentials/secret-tokens.ts';
import { siteUserTokenKinds, siteUserTokenLifetimes, type SiteUserTokenKind } from './tokens.ts';

const tokenRow = z.object({
  id: dbNumber,
  site_user_id: dbNumber,
  kind: z.enum(siteUserTokenKinds),
  payload: dbJson(z.record(z.string(), z.unknown())),
  expires: dbNumber,
});

export type SiteUserTokenRow = z.infer<typeof tokenRow>;

/** The site_user_tokens row of a live token (seeds and benchmarks insert such rows in batches). */
export const siteUserTokenRow = (t: {
  tokenHash: string;
  tenantKey: string;
  userId: number;
  kind: SiteUserTokenKind;
  payload: Record<string, unknown>;
  now: number;
  expires: number;
}) => ({
  token_hash: t.tokenHash,
  tenant_key: t.tenantKey,
  site_user_id: t.userId,
  kind: t.kind,
  payload: toJson(t.payload),
  expires: t.expires,
  used_at: null,
  created: t.now,
});

/** Stores the hash of a new token of the user and returns the token, which exists nowhere else. */
export async function issueSiteUserToken(
  db: Knex,
  {
    tenantKey,
    userId,
    kind,
    payload = {},
    now,
    expires = now + siteUserTokenLifetimes[kind],
  }: {
    tenantKey: string;
    userId: number;
    kind: SiteUserTokenKind;
    payload?: Record<string, unknown>;
    now: number;
    /** When it stops working, if not its kind's lifetime from now (a reminder's link ends with its request's). */
    expires?: number;
  },
) {
  const token = newToken();
  const [inserted] = await db('site_user_tokens')
    .insert(siteUserTokenRow({ tokenHash: hashToken(token), tenantKey, userId, kind, payload, now, expires }))
    .returning('id');
  const id = typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
  return { token, expires, id };
}

/** The tenant's unused, unexpired token of one of `kinds`, else null. */
export async function findLiveSiteUserToken(
  db: Knex,
  {
    tenantKey,
    token,
    kinds,
    now,
  }: { tenantKey: string; token: string; kinds: readonly SiteUserTokenKind[]; now: number },
): Promise<SiteUserTokenRow | null> {
  if (!token || token.length > maxTokenLength) return null;
  const row = await db('site_user_tokens')
    .where({ token_hash: hashToken(token), tenant_key: tenantKey })
    .whereIn('kind', kinds)
    .whereNull('used_at')
    .where('expires', '>', now)
    .first('id', 'site_user_id', 'kind', 'payload', 'expires');
  return row ? tokenRow.parse(row) : null;
}

/** Marks a token used unless it already is; true only for the caller that used it (single use). */
export async function useSiteUserToken(db: Knex, { id, now }: { id: number; now: number }): Promise<boolean> {
  return (await db('site_user_tokens').where({ id }).whereNull('used_at').update({ used_at: now })) === 1;
}

/** Ends the user's live tokens of these kinds, but the one `keepId`. */
export async function revokeSiteUserTokens(
  db: Knex,
  { userId, kinds, now, keepId }: { userId: number; kinds: readonly SiteUserTokenKind[]; now: number; keepId?: number },
) {
  const query = db('site_user_tokens').where({ site_user_id: userId }).whereIn('kind', kinds).whereNull('used_at');
  if (keepId !== undefined) query.whereNot('id', keepId);
  await query.update({ used_at: now });
}

/** When the user's newest live token of this kind was issued, if any. */
export async function latestLiveSiteUserToken(
  db: Knex,
  { userId, kind, now }: { userId: number; kind: SiteUserTokenKind; now: number },
): Promise<number | null> {
  const row = await db('site_user_tokens')
    .where({ site_user_id: userId, kind })
    .whereNull('used_at')
    .where('expires', '>', now)
    .max('created as created')
    .first();
  return row?.created == null ? null : Number(row.created);
}
