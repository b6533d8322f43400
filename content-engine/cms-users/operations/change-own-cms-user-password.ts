import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { badInput, parseInput, required } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { currentPasswordMatches } from '../../credentials/login-throttle.ts';
import { hashPassword, newPasswordSchema } from '../../credentials/passwords.ts';
import { findUserById, updatePassword } from '../queries.ts';
import { evictSessions } from '../session-cache.ts';
import { cmsLoginKeys } from './login-cms-user.ts';
import { revokeOtherSessions } from '../token-queries.ts';
import { requiredMessage } from '../../shared/schemas/site-settings.ts';

const inputSchema = z.object({
  currentPassword: z.string(required).min(1, requiredMessage).max(1_000),
  newPassword: newPasswordSchema,
});

/**
 * The own profile's password change: needs the current password (wrong guesses count towards the
 * login throttle of this address). Every other session of the user ends, as after a reset; the
 * session that changed it goes on.
 */
export async function changeOwnCmsUserPassword({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<true> {
  const { currentPassword, newPassword } = parseInput(inputSchema, input);
  const session = ctx.cmsUser;
  if (!session) throw unauthenticated();
  const user = await findUserById(ctx.db, session.id);
  if (!user) throw unauthenticated();
  const now = ctx.now();
  const keys = cmsLoginKeys({ userId: user.id, login: user.username, ip: ctx.ip });
  if (
    !(await currentPasswordMatches(ctx, { keys, now, password: currentPassword, passwordHash: user.password_hash }))
  ) {
    throw badInput('currentPassword', 'The current password is not correct');
  }
  if (newPassword === currentPassword)
    throw badInput('newPassword', 'The new password must differ from the current one');

  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (trx) => {
    await updatePassword(trx, { userId: user.id, passwordHash, now });
    await revokeOtherSessions(trx, { userId: user.id, keepFamily: session.tokenFamily, now });
    // Only that it changed: entryChanges stores password fields as "[hidden]".
    await recordHistory({
      ctx,
      db: trx,
      tenantKey: null,
      entityType: 'cms_user',
      entityId: user.id,
      action: 'change_password',
      before: { password: user.password_hash },
      after: { password: passwordHash },
    });
  });
  evictSessions(ctx.memos, { userId: user.id });
  ctx.log.info({ cmsUserId: user.id }, 'cms user changed their password');
  return true;
}
