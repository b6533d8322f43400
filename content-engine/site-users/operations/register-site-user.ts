import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { invalidInput, parseInput, required, type InputProblem } from '../../core/validate.ts';
import { assertCaptcha } from '../../captcha/index.ts';
import { hashPassword, newPasswordSchema } from '../../credentials/passwords.ts';
import { checkDemographicAnswers } from '../../memberships/demographic-answers.ts';
import { listDemographics } from '../../memberships/demographic-queries.ts';
import { MembershipStatus, type Membership } from '../../memberships/membership.ts';
import { findMembership } from '../../memberships/queries.ts';
import { findLinkToken, invalidLink } from '../link-tokens.ts';
import { siteNewsletters } from '../newsletters.ts';
import { openSession, type SiteUserLogin } from '../open-session.ts';
import { recordSiteUserLogin } from '../login-history.ts';
import { assertMembershipSystemUp } from '../outage.ts';
import { updateSiteUserRow } from '../queries.ts';
import { addNewsletters, grantMembership } from '../relations-queries.ts';
import { requestTenant } from '../request-tenant.ts';
import {
  checkConsent,
  checkLocation,
  consentInput,
  missingProfileFields,
  profileFieldSchemas,
} from '../site-user-input.ts';
import { profileColumns, profileFields, profileOf, type Profile } from '../site-user.ts';
import { syncCustomer } from '../sync-customer.ts';
import { useSiteUserToken } from '../token-queries.ts';
import { recordServerFunnelStep } from '../../tracking-events/funnel-steps.ts';
import { defaultRegistrationPath } from './request-register-site-user.ts';
import { recordSubscriptionEvent } from '../../subscription-events/queries.ts';

const inputSchema = z.object({
  id: z.string(required).min(1).max(200),
  password: newPasswordSchema,
  membershipId: z.number().int().positive().nullish(),
  ...profileFieldSchemas,
  /** Answers keyed demo_<question id>. */
  demographics: z.record(z.string(), z.unknown()).nullish(),
  newsletters: z.array(z.string().trim().min(1).max(100)).max(100).nullish(),
  expiration: z.number().int().nullish(),
  consent: consentInput,
  recaptchaToken: z.string().max(5_000).nullish(),
});

type Input = z.infer<typeof inputSchema>;

/** Every rule the completed registration must meet; the answers and consent as they will be stored. */
async function checkRegistration(
  ctx: EngineContext,
  {
    tenantKey,
    values,
    profile,
    membership,
    storedConsent,
  }: {
    tenantKey: string;
    values: Input;
    profile: Profile;
    membership: Membership | null;
    storedConsent: Record<string, boolean>;
  },
) {
  const problems: InputProblem[] =
    membership?.status === MembershipStatus.ACTIVE
      ? []
      : [{ path: 'membershipId', message: 'Not a membership this site offers' }];
  problems.push(...missingProfileFields(membership?.requiredUserCommonFields ?? [], profile));
  const location = checkLocation(profile);
  problems.push(...location.filter((p) => !problems.some((known) => known.path === p.path)));
  const consent =
    profile.countryCode && location.length === 0
      ? checkConsent({ countryCode: profile.countryCode, consent: values.consent ?? storedConsent })
      : null;
  problems.push(...(consent?.problems ?? []));
  const questions = await listDemographics(ctx.db, tenantKey, {});
  const demographics = checkDemographicAnswers({
    answers: values.demographics ?? {},
    questions,
    required: membership?.requiredUserDemographicFields ?? [],
  });
  problems.push(...demographics.problems);
  const { enabled } = await siteNewsletters(ctx, tenantKey);
  const newsletters = [...new Set(values.newsletters ?? [])];
  for (const id of newsletters)
    if (!enabled.some((n) => n.id === id))
      problems.push({ path: 'newsletters', message: `"${id}" is not a newsletter of this site` });
  if (values.expiration != null && values.expiration <= ctx.now())
    problems.push({ path: 'expiration', message: 'Must be in the future' });
  return { problems, consent: consent?.consent ?? {}, demographics: demographics.answers, newsletters };
}

/**
 * Completes a registration from its link: password, profile, demographic answers, newsletters.
 * The membership's required common fields and demographic questions must be filled. A free
 * membership is granted at once (until `expiration` when given); a paid one only through the
 * membership system's order (setOmedaCustomer). Logs the user in.
 */
export async function registerSiteUser({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SiteUserLogin> {
  const tenantCtx = requestTenant(ctx);
  const tenantKey = tenantCtx.tenant.key;
  await assertMembershipSystemUp(ctx);
  const values = parseInput(inputSchema, input);
  const { token, user } = await findLinkToken(ctx, { tenantKey, kind: 'register', id: values.id, status: 'pending' });
  const membership = await findMembership(ctx.db, tenantKey, values.membershipId ?? Number(token.payload.membershipId));
  const stored = profileOf(user);
  const profile = Object.fromEntries(profileFields.map((field) => [field, values[field] ?? stored[field]])) as Profile;
  const checked = await checkRegistration(ctx, { tenantKey, values, profile, membership, storedConsent: user.consent });
  if (checked.problems.length > 0 || !membership) throw invalidInput(checked.problems);
  await assertCaptcha(ctx, { token: values.recaptchaToken, action: 'register' });

  const passwordHash = await hashPassword(values.password);
  const now = ctx.now();
  const login = await ctx.db.transaction(async (trx) => {
    if (!(await useSiteUserToken(trx, { id: token.id, now }))) throw invalidLink('register');
    const columns = Object.fromEntries(profileFields.map((field) => [profileColumns[field], profile[field]]));
    await updateSiteUserRow(trx, {
      tenantKey,
      id: user.id,
      now,
      changes: {
        ...columns,
        password_hash: passwordHash,
        status: 'active',
        demographics: checked.demographics,
        consent: checked.consent,
      },
    });
    if (membership.isFree)
      await grantMembership(trx, {
        tenantKey,
        userId: user.id,
        membershipId: membership.id,
        expiration: values.expiration ?? null,
        now,
      });
    await addNewsletters(trx, { tenantKey, userId: user.id, newsletterIds: checked.newsletters, now });
    await recordSubscriptionEvent(trx, {
      tenantKey,
      email: user.email,
      newsletterIds: checked.newsletters,
      siteUserId: user.id,
      source: 'Registration',
      action: 'OptIn',
      at: now,
    });
    await recordSiteUserLogin(trx, { tenantKey, userId: user.id, kind: 'registration', ip: ctx.ip, now });
    await recordServerFunnelStep(trx, {
      tenantKey,
      step: 'registrationCompleted',
      siteUserId: user.id,
      path: typeof token.payload.path === 'string' ? token.payload.path : defaultRegistrationPath,
      membershipId: membership.id,
      now,
    });
    return openSession(trx, { tenantKey, userId: user.id, now });
  });
  ctx.log.info({ siteUserId: user.id, tenantKey, membershipId: membership.id }, 'site user registered');
  await syncCustomer(tenantCtx, { userId: user.id });
  return login;
}
