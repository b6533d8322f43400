import type { EngineContext } from '../core/context.ts';
import { unauthenticated } from '../core/errors.ts';
import { hashPassword } from '../credentials/passwords.ts';
import { updatePassword } from './queries.ts';
import { evictSessions } from './session-cache.ts';
import { consumeToken, findToken, revokeUserTokens } from './token-queries.ts';

const invalidLink = {
  reset: 'This password reset link is invalid, used or expired.',
  invite: 'This invitation link is invalid, used or expired.',
};

/**
 * Uses a reset or invite link once: sets the password (activating an invited user) and revokes
 * every other token of the user, so sessions opened with the old password end.
 */
export async function redeemLinkToken({
  ctx,
  kind,
  token,
  password,
  activate,
}: {
  ctx: EngineContext;
  kind: 'reset' | 'invite';
  token: string;
  password: string;
  activate: boolean;
}) {
  const now = ctx.now();
  const stored = await findToken(ctx.db, { token, kind });
  if (!stored || stored.revoked_at !== null || stored.expires_at <= now) throw unauthenticated(invalidLink[kind]);
  const passwordHash = await hashPassword(password);
  const redeemed = await ctx.db.transaction(async (trx) => {
    if (!(await consumeToken(trx, { id: stored.id, now }))) return false;
    await updatePassword(trx, { userId: stored.user_id, passwordHash, activate, now });
    await revokeUserTokens(trx, { userId: stored.user_id, now });
    return true;
  });
  if (!redeemed) throw unauthenticated(invalidLink[kind]);
  evictSessions(ctx.memos, { userId: stored.user_id });
  ctx.log.info({ cmsUserId: stored.user_id, kind }, 'cms user password set from a link');
}
