import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { assertCaptcha } from '../../captcha/index.ts';
import { mailSiteOf, passwordResetEmail, sendInBackground, siteLink } from '../emails.ts';
import { assertMembershipSystemUp } from '../outage.ts';
import { findSiteUserByLogin } from '../queries.ts';
import { requestTenant } from '../request-tenant.ts';
import { requiredString, sitePathField } from '../site-user-input.ts';
import { throttleMailRequest } from '../throttle.ts';
import { issueSiteUserToken, latestLiveSiteUserToken, revokeSiteUserTokens } from '../token-queries.ts';

const inputSchema = z.object({
  username: requiredString(320).transform((name) => name.trim()),
  path: sitePathField,
  recaptchaToken: z.string().max(5_000).nullish(),
});

export const defaultResetPath = '/account/reset-password';
/** At most one reset e-mail per account per minute. */
export const resetEmailIntervalMs = 60_000;

/**
 * E-mails a password-reset link (`?id=<hash>`, one hour, single use) to the active account with
 * this username or e-mail. Answers ok either way, so it does not tell which accounts exist.
 */
export async function requestSiteUserPasswordReset({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ ok: true }> {
  const tenantCtx = requestTenant(ctx);
  const tenantKey = tenantCtx.tenant.key;
  await assertMembershipSystemUp(ctx);
  const { username, path, recaptchaToken } = parseInput(inputSchema, input);
  await assertCaptcha(ctx, { token: recaptchaToken, action: 'resetPassword' });
  const now = ctx.now();
  await throttleMailRequest(ctx.db, { tenantKey, ip: ctx.ip, subject: username, now });
  const user = await findSiteUserByLogin(ctx.db, { tenantKey, login: username });
  if (!user || user.status !== 'active') return { ok: true };
  const latest = await latestLiveSiteUserToken(ctx.db, { userId: user.id, kind: 'reset', now });
  if (latest !== null && now - latest < resetEmailIntervalMs) return { ok: true };
  const { token } = await ctx.db.transaction(async (trx) => {
    await revokeSiteUserTokens(trx, { userId: user.id, kinds: ['reset'], now });
    return issueSiteUserToken(trx, { tenantKey, userId: user.id, kind: 'reset', now });
  });
  const site = await mailSiteOf(tenantCtx);
  sendInBackground(
    ctx,
    passwordResetEmail(site, { to: user.email, link: siteLink(site, path ?? defaultResetPath, token) }),
    { siteUserId: user.id },
  );
  return { ok: true };
}
