import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { conflictOnUnique } from '../../core/unique-conflict.ts';
import { invalidInput, parseInput, required, type InputProblem } from '../../core/validate.ts';
import { assertCaptcha } from '../../captcha/index.ts';
import { MembershipStatus } from '../../memberships/membership.ts';
import { findMembership } from '../../memberships/queries.ts';
import { alreadyRegisteredEmail, mailSiteOf, registrationEmail, sendInBackground, siteLink } from '../emails.ts';
import { assertMembershipSystemUp } from '../outage.ts';
import { findSiteUserByEmail, insertPendingSiteUser, updateSiteUserRow } from '../queries.ts';
import { requestTenant } from '../request-tenant.ts';
import {
  checkConsent,
  checkLocation,
  consentInput,
  emailField,
  optionalText,
  profileFieldSchemas,
  sitePathField,
} from '../site-user-input.ts';
import { recordServerFunnelStep } from '../../tracking-events/funnel-steps.ts';
import { throttleMailRequest } from '../throttle.ts';
import { issueSiteUserToken, revokeSiteUserTokens } from '../token-queries.ts';

const inputSchema = z.object({
  email: emailField,
  membershipId: z.number(required).int().positive(),
  countryCode: profileFieldSchemas.countryCode,
  region: profileFieldSchemas.region,
  consent: consentInput,
  path: sitePathField,
  recaptchaToken: z.string().max(5_000).nullish(),
  sessionId: z.string().max(200).nullish(),
  promoCode: optionalText(100),
});

/** Where the registration link leads unless the request names a path (the complete-registration block's page). */
export const defaultRegistrationPath = '/account/complete-registration';

/**
 * Starts a registration (spec public §5 rules): e-mails a link to complete it (`?id=<hash>`, 7
 * days, single use). The request is kept as a pending user; asking again replaces the link. An
 * address that already has an account gets an e-mail saying so instead, and the same answer.
 */
export async function requestRegisterSiteUser({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ ok: true }> {
  const tenantCtx = requestTenant(ctx);
  const tenantKey = tenantCtx.tenant.key;
  await assertMembershipSystemUp(ctx);
  const values = parseInput(inputSchema, input);
  const membership = await findMembership(ctx.db, tenantKey, values.membershipId);
  const problems: InputProblem[] =
    membership?.status === MembershipStatus.ACTIVE
      ? []
      : [{ path: 'membershipId', message: 'Not a membership this site offers' }];
  const location = checkLocation(values);
  const consent =
    values.countryCode && location.length === 0
      ? checkConsent({ countryCode: values.countryCode, consent: values.consent })
      : null;
  problems.push(...location, ...(consent?.problems ?? []));
  if (problems.length > 0 || !consent) throw invalidInput(problems);
  await assertCaptcha(ctx, { token: values.recaptchaToken, action: 'register' });
  const now = ctx.now();
  await throttleMailRequest(ctx.db, { tenantKey, ip: ctx.ip, subject: values.email, now });

  const site = await mailSiteOf(tenantCtx);
  const existing = await findSiteUserByEmail(ctx.db, { tenantKey, email: values.email });
  if (existing?.status === 'active') {
    const mail = alreadyRegisteredEmail(site, {
      to: existing.email,
      loginLink: siteLink(site, '/account/login'),
      resetLink: siteLink(site, '/account/reset-password'),
    });
    sendInBackground(ctx, mail, { siteUserId: existing.id });
    return { ok: true };
  }
  const fields = {
    country_code: values.countryCode,
    region: values.region,
    consent: consent.consent,
    promo_code: values.promoCode,
  };
  const linkPath = values.path ?? defaultRegistrationPath;
  const { token, userId } = await conflictOnUnique(
    () =>
      ctx.db.transaction(async (trx) => {
        const userId = existing
          ? existing.id
          : await insertPendingSiteUser(trx, { tenantKey, email: values.email, now, fields });
        if (existing) await updateSiteUserRow(trx, { tenantKey, id: userId, changes: fields, now });
        // Only the newest link works.
        await revokeSiteUserTokens(trx, { userId, kinds: ['register'], now });
        const link = await issueSiteUserToken(trx, {
          tenantKey,
          userId,
          kind: 'register',
          // The path: the reminders link to the same page (ADR 0069).
          payload: { membershipId: values.membershipId, path: linkPath },
          now,
        });
        return { token: link.token, userId };
      }),
    'This e-mail address',
  );
  const mail = registrationEmail(site, { to: values.email, link: siteLink(site, linkPath, token) });
  sendInBackground(ctx, mail, { tenantKey, kind: 'register' }, () =>
    recordServerFunnelStep(ctx.db, {
      tenantKey,
      step: 'confirmationEmailSent',
      siteUserId: userId,
      path: linkPath,
      membershipId: values.membershipId,
      sessionId: values.sessionId,
      now: ctx.now(),
    }),
  );
  return { ok: true };
}
