import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput, required } from '../../core/validate.ts';
import { assertCaptcha } from '../../captcha/index.ts';
import { forgetLoginFailures } from '../../credentials/login-throttle.ts';
import { hashPassword, newPasswordSchema } from '../../credentials/passwords.ts';
import { findLinkToken, invalidLink } from '../link-tokens.ts';
import { assertMembershipSystemUp } from '../outage.ts';
import { updateSiteUserRow } from '../queries.ts';
import { requestTenant } from '../request-tenant.ts';
import { siteLoginKeys } from '../throttle.ts';
import { revokeSiteUserTokens, useSiteUserToken } from '../token-queries.ts';

const inputSchema = z.object({
  id: z.string(required).min(1).max(200),
  password: newPasswordSchema,
  recaptchaToken: z.string().max(5_000).nullish(),
});

/**
 * Sets a new password from a reset link (single use; a used or expired one changes nothing) and
 * ends every session of the user, simulations included; the account's login lock is lifted.
 */
export async function resetSiteUserPassword({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ ok: true }> {
  const tenantKey = requestTenant(ctx).tenant.key;
  await assertMembershipSystemUp(ctx);
  const { id, password, recaptchaToken } = parseInput(inputSchema, input);
  await assertCaptcha(ctx, { token: recaptchaToken, action: 'resetPassword' });
  const { token, user } = await findLinkToken(ctx, { tenantKey, kind: 'reset', id, status: 'active' });
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    if (!(await useSiteUserToken(trx, { id: token.id, now }))) throw invalidLink('reset');
    await updateSiteUserRow(trx, { tenantKey, id: user.id, now, changes: { password_hash: passwordHash } });
    await revokeSiteUserTokens(trx, { userId: user.id, kinds: ['session', 'simulation', 'reset'], now });
  });
  await forgetLoginFailures(ctx.db, {
    keys: siteLoginKeys({ tenantKey, userId: user.id, login: user.username, ip: ctx.ip }),
  });
  ctx.log.info({ siteUserId: user.id, tenantKey }, 'site user password reset');
  return { ok: true };
}
