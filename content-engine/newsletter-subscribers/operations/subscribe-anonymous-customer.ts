import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { invalidInput, parseInput, type InputProblem } from '../../core/validate.ts';
import { assertCaptcha } from '../../captcha/index.ts';
import {
  newsletterConsentObject,
  newsletterLocaleProblems,
  newsletterSignupTexts,
} from '../../shared/newsletter-signup.ts';
import { requiredMessage } from '../../shared/schemas/site-settings.ts';
import { siteNewsletters, type EnabledNewsletter } from '../../site-users/newsletters.ts';
import { assertMembershipSystemUp } from '../../site-users/outage.ts';
import { requestTenant } from '../../site-users/request-tenant.ts';
import { emailField, optionalText } from '../../site-users/site-user-input.ts';
import { throttleMailRequest } from '../../site-users/throttle.ts';
import { saveSubscriptions } from '../queries.ts';
import { recordSubscriptionEvent } from '../../subscription-events/queries.ts';

const inputSchema = z.object({
  email: emailField,
  omedaProducts: z
    .array(z.union([z.string().trim().max(100), z.number().int()]).transform(String))
    .max(100)
    .nullish(),
  countryCode: optionalText(2).transform((code) => code?.toUpperCase() ?? ''),
  regionCode: optionalText(100).transform((code) => code?.toUpperCase() ?? null),
  // An empty consent counts as false (spec public §5).
  consent: z
    .union([z.boolean(), z.literal('')])
    .nullish()
    .transform((given) => given === true),
  recaptchaToken: z.string().max(5_000).nullish(),
  promoCode: optionalText(100),
});

/** What the form shows: `error` false with the success text, or true with why it did not go through. */
export interface SubscribeResult {
  error: boolean;
  message: string;
}

export const subscribeFailedMessage =
  'Your subscription could not be completed. Please try again or contact support for assistance.';

/** The chosen enabled newsletters: each given entry is a newsletter id or its Omeda product id. */
function chosenNewsletters(
  enabled: readonly EnabledNewsletter[],
  given: readonly string[],
): { chosen: EnabledNewsletter[]; problems: InputProblem[] } {
  if (given.length === 0)
    return { chosen: [], problems: [{ path: 'omedaProducts', message: newsletterSignupTexts.selectNewsletter }] };
  const chosen = new Map<string, EnabledNewsletter>();
  const problems: InputProblem[] = [];
  given.forEach((entry, index) => {
    const newsletter = enabled.find((n) => n.id === entry || String(n.omedaProductId) === entry);
    if (newsletter) chosen.set(newsletter.id, newsletter);
    else problems.push({ path: `omedaProducts.${index}`, message: 'Not a newsletter of this site' });
  });
  return { chosen: [...chosen.values()], problems };
}

/**
 * Signs an address without an account up to some of the site's enabled newsletters (spec public
 * §5, §7): validate → captcha (action newsletterSubscribeSignUp) → throttle → the membership
 * provider (a failure stores nothing and answers `error: true`) → our record.
 */
export async function subscribeAnonymousCustomer({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SubscribeResult> {
  const tenantCtx = requestTenant(ctx);
  const tenantKey = tenantCtx.tenant.key;
  await assertMembershipSystemUp(ctx);
  const values = parseInput(inputSchema, input);
  const { enabled, promoCode: defaultPromoCode } = await siteNewsletters(ctx, tenantKey);
  const { chosen, problems } = chosenNewsletters(enabled, values.omedaProducts ?? []);
  problems.push(
    ...newsletterLocaleProblems(
      { countryCode: values.countryCode, regionCode: values.regionCode ?? '', consent: values.consent },
      requiredMessage,
    ),
  );
  if (problems.length > 0) throw invalidInput(problems);
  await assertCaptcha(ctx, { token: values.recaptchaToken, action: 'newsletterSubscribeSignUp' });
  const now = ctx.now();
  await throttleMailRequest(ctx.db, { tenantKey, ip: ctx.ip, subject: `newsletter:${values.email}`, now });

  const subscriber = {
    email: values.email,
    countryCode: values.countryCode,
    regionCode: values.regionCode,
    consent: newsletterConsentObject(values.countryCode, values.consent),
  };
  const promoCode = values.promoCode ?? defaultPromoCode;
  const provider = ctx.membershipProvider;
  try {
    await provider.subscribeNewsletters({
      tenant: tenantCtx.tenant,
      subscriber,
      productIds: chosen.map((n) => n.omedaProductId),
      promoCode,
    });
  } catch (error) {
    ctx.log.error(
      { err: error, tenantKey, provider: provider.name },
      'membership provider: newsletter sign-up not sent',
    );
    return { error: true, message: subscribeFailedMessage };
  }
  await saveSubscriptions(ctx.db, {
    tenantKey,
    ...subscriber,
    newsletters: chosen,
    promoCode,
    source: 'NlWidgetUnauthenticated',
    now,
  });
  await recordSubscriptionEvent(ctx.db, {
    tenantKey,
    email: subscriber.email,
    newsletterIds: chosen.map((n) => n.id),
    source: 'NlWidgetUnauthenticated',
    action: 'OptIn',
    at: now,
  });
  return { error: false, message: newsletterSignupTexts.subscribed };
}
