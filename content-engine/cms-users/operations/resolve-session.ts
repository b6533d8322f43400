import type { Knex } from 'knex';
import { findRolePermissions, findUserTenants } from '../queries.ts';
import type { CmsSession } from '../../core/cms-session.ts';
import type { EngineMemos } from '../../core/engine-memos.ts';
import { cacheSession, cachedSession } from '../session-cache.ts';
import { findLiveBearer } from '../token-queries.ts';
import { hashToken, maxTokenLength } from '../../credentials/secret-tokens.ts';
import { cmsUserRow, toCmsUser, toSession } from '../user.ts';
import { dbNumber } from '../../core/rows.ts';

/**
 * The session of a live bearer token (unexpired, unrevoked, user active), else null. Runs on
 * every authenticated request: one indexed lookup, then the role's permissions and the tenants.
 */
export async function resolveCmsSession({
  db,
  memos,
  token,
  now,
}: {
  db: Knex;
  /** The engine's memos: resolved sessions are kept there for a few seconds (session-cache.ts). */
  memos: EngineMemos;
  token: string;
  now: number;
}): Promise<CmsSession | null> {
  if (!token || token.length > maxTokenLength) return null;
  const tokenHash = hashToken(token);
  const cached = cachedSession(memos, tokenHash, now);
  if (cached) return cached;
  const row = await findLiveBearer(db, { tokenHash, now });
  if (!row) return null;
  const user = cmsUserRow.parse(row);
  const [rolePermissions, tenants] = await Promise.all([
    findRolePermissions(db, user.role),
    findUserTenants(db, user.id),
  ]);
  const session = toSession(toCmsUser(user, { rolePermissions, tenants }), String(row.family));
  cacheSession(memos, tokenHash, { session, cachedAt: now, tokenExpiresAt: dbNumber.parse(row.token_expires_at) });
  return session;
}
