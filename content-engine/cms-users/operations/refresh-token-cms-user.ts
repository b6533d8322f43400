import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { findUserById } from '../queries.ts';
import { evictSessions } from '../session-cache.ts';
import { consumeToken, findToken, issueSessionTokens, revokeFamily, type SessionTokens } from '../token-queries.ts';
import { maxTokenLength } from '../../credentials/secret-tokens.ts';
import { CmsUserStatus } from '../user.ts';

const inputSchema = z.object({ refreshToken: z.string().min(1).max(maxTokenLength) });

const refreshFailed = () => unauthenticated('The session has expired; please log in again.');

/**
 * Rotates a refresh token: revokes it and issues a new pair in the same family. A refresh token
 * used twice means it was copied, so the whole family is revoked (theft detection).
 */
export async function refreshTokenCmsUser({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SessionTokens> {
  const { refreshToken } = parseInput(inputSchema, input);
  const now = ctx.now();
  const stored = await findToken(ctx.db, { token: refreshToken, kind: 'refresh' });
  if (!stored) throw refreshFailed();
  const reuse = async () => {
    await revokeFamily(ctx.db, { family: stored.family, now });
    evictSessions(ctx.memos, { family: stored.family });
    ctx.log.warn({ cmsUserId: stored.user_id }, 'revoked refresh token reused: token family revoked');
    return refreshFailed();
  };
  if (stored.revoked_at !== null) throw await reuse();
  if (stored.expires_at <= now) throw refreshFailed();
  const user = await findUserById(ctx.db, stored.user_id);
  if (!user || user.status !== CmsUserStatus.ACTIVE) throw refreshFailed();

  const tokens = await ctx.db.transaction(async (trx) => {
    if (!(await consumeToken(trx, { id: stored.id, now }))) return null;
    return issueSessionTokens(trx, { userId: user.id, family: stored.family, now });
  });
  if (!tokens) throw await reuse();
  return tokens;
}
