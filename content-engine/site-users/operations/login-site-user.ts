import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { assertCaptcha } from '../../captcha/index.ts';
import { assertLoginAllowed, forgetLoginFailures, recordLoginFailure } from '../../credentials/login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from '../../credentials/passwords.ts';
import { requiredMessage } from '../../shared/schemas/site-settings.ts';
import { openSession, type SiteUserLogin } from '../open-session.ts';
import { assertMembershipSystemUp } from '../outage.ts';
import { findSiteUserByLogin } from '../queries.ts';
import { recordSiteUserLogin } from '../login-history.ts';
import { requestTenant } from '../request-tenant.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { siteLoginFailedText } from '../../shared/customer-service.ts';
import { siteLoginKeys } from '../throttle.ts';

const inputSchema = z.object({
  username: z.string(required).trim().min(1, requiredMessage).max(320),
  password: z.string(required).min(1, requiredMessage).max(1_000),
  recaptchaToken: z.string().max(5_000).nullish(),
  sessionId: z.string().max(200).nullish(),
});

/**
 * Spec public §8: the one answer to every failed login, so it does not tell which part was wrong;
 * it names the customer-service mailbox on the site's root domain (ADR 0061).
 */
async function siteLoginFailed(ctx: EngineContext, tenantKey: string): Promise<string> {
  const settings = await tenantData(ctx).settings(tenantKey);
  return siteLoginFailedText(settings.general.rootDomain);
}

/** Logs a site user in by username or e-mail; throttled within the tenant without lock-out (credentials/login-throttle.ts). */
export async function loginSiteUser({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SiteUserLogin> {
  const tenantKey = requestTenant(ctx).tenant.key;
  await assertMembershipSystemUp(ctx);
  const { username, password, recaptchaToken, sessionId } = parseInput(inputSchema, input);
  await assertCaptcha(ctx, { token: recaptchaToken, action: 'login' });
  const now = ctx.now();
  const user = await findSiteUserByLogin(ctx.db, { tenantKey, login: username });
  const keys = siteLoginKeys({ tenantKey, userId: user?.id ?? null, login: username, ip: ctx.ip });
  await assertLoginAllowed(ctx.db, { keys, now });

  const matches = user?.password_hash
    ? await verifyPassword(password, user.password_hash)
    : await verifyAgainstDecoy(password);
  if (!user || !matches || user.status !== 'active') {
    await recordLoginFailure(ctx, { keys, now });
    throw unauthenticated(await siteLoginFailed(ctx, tenantKey));
  }
  await forgetLoginFailures(ctx.db, { keys });
  ctx.log.info({ siteUserId: user.id, tenantKey }, 'site user logged in');
  await recordSiteUserLogin(ctx.db, { tenantKey, userId: user.id, kind: 'password', ip: ctx.ip, now });
  return openSession(ctx.db, { tenantKey, userId: user.id, now, sessionId });
}
