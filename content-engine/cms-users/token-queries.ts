import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';
import { CmsUserStatus } from './user.ts';
import { tokenLifetimes, tokenKinds, type TokenKind } from './tokens.ts';
import { hashToken, newToken } from '../credentials/secret-tokens.ts';

export const tokenRow = z.object({
  id: dbNumber,
  user_id: dbNumber,
  kind: z.enum(tokenKinds),
  family: z.string(),
  expires_at: dbNumber,
  revoked_at: dbNullableNumber,
  created: dbNumber,
});

export type TokenRow = z.infer<typeof tokenRow>;

/** Stores the hash of a new token and returns the token itself, which exists nowhere else. */
export async function issueToken(
  db: Knex,
  { userId, kind, family, now }: { userId: number; kind: TokenKind; family: string; now: number },
) {
  const token = newToken();
  const expiresAt = now + tokenLifetimes[kind];
  await db('cms_tokens').insert({
    user_id: userId,
    kind,
    token_hash: hashToken(token),
    family,
    expires_at: expiresAt,
    revoked_at: null,
    created: now,
  });
  return { token, expiresAt };
}

/** The stored token of this kind, revoked or expired ones included (callers decide). */
export async function findToken(
  db: Knex,
  { token, kind }: { token: string; kind: TokenKind },
): Promise<TokenRow | null> {
  const row = await db('cms_tokens')
    .where({ token_hash: hashToken(token), kind })
    .first('id', 'user_id', 'kind', 'family', 'expires_at', 'revoked_at', 'created');
  return row ? tokenRow.parse(row) : null;
}

/** Revokes one token unless already revoked; true only for the caller that revoked it (single use). */
export async function consumeToken(db: Knex, { id, now }: { id: number; now: number }): Promise<boolean> {
  const changed = await db('cms_tokens').where({ id }).whereNull('revoked_at').update({ revoked_at: now });
  return changed === 1;
}

export async function revokeFamily(db: Knex, { family, now }: { family: string; now: number }) {
  await db('cms_tokens').where({ family }).whereNull('revoked_at').update({ revoked_at: now });
}

export async function revokeUserTokens(
  db: Knex,
  { userId, now, kinds = tokenKinds }: { userId: number; now: number; kinds?: readonly TokenKind[] },
) {
  await db('cms_tokens')
    .where({ user_id: userId })
    .whereIn('kind', kinds)
    .whereNull('revoked_at')
    .update({ revoked_at: now });
}

/** When the user's newest token of this kind was issued, if any is still usable. */
export async function latestLiveToken(
  db: Knex,
  { userId, kind, now }: { userId: number; kind: TokenKind; now: number },
): Promise<number | null> {
  const row = await db('cms_tokens')
    .where({ user_id: userId, kind })
    .whereNull('revoked_at')
    .where('expires_at', '>', now)
    .max('created as created')
    .first();
  return row?.created == null ? null : Number(row.created);
}

/** The bearer token's user row and family, when the token is live and its user active. */
export async function findLiveBearer(db: Knex, { tokenHash, now }: { tokenHash: string; now: number }) {
  return db('cms_tokens as t')
    .join('cms_users as u', 'u.id', 't.user_id')
    .where({ 't.token_hash': tokenHash, 't.kind': 'bearer', 'u.status': CmsUserStatus.ACTIVE })
    .whereNull('t.revoked_at')
    .where('t.expires_at', '>', now)
    .first(
      'u.id',
      'u.email',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.password_hash',
      'u.role',
      'u.extra_permissions',
      'u.status',
      'u.is_global',
      't.family',
      't.expires_at as token_expires_at',
    );
}

/** What login and refresh return. */
export interface SessionTokens {
  bearerToken: string;
  /** Epoch ms. */
  bearerTokenExpiration: number;
  refreshToken: string;
}

/** A bearer token and a refresh token in one family. */
export async function issueSessionTokens(
  db: Knex,
  { userId, family, now }: { userId: number; family: string; now: number },
): Promise<SessionTokens> {
  const bearer = await issueToken(db, { userId, kind: 'bearer', family, now });
  const refresh = await issueToken(db, { userId, kind: 'refresh', family, now });
  return { bearerToken: bearer.token, bearerTokenExpiration: bearer.expiresAt, refreshToken: refresh.token };
}

/** Revokes every token of the user outside one family (the session that is acting keeps going). */
export async function revokeOtherSessions(
  db: Knex,
  { userId, keepFamily, now }: { userId: number; keepFamily: string; now: number },
) {
  await db('cms_tokens')
    .where({ user_id: userId })
    .whereNot({ family: keepFamily })
    .whereNull('revoked_at')
    .update({ revoked_at: now });
}
