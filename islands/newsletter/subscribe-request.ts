import { newsletterConsentRule } from '../../content-engine/shared/newsletter-signup.ts';
import { captchaToken } from '../shared/captcha.ts';
import { siteClient } from '../site-client.ts';

/** The anonymous form's values: checkbox groups give an array, or false when none is ticked. */
export interface SubscribeValues {
  newsletters: string[] | string | false;
  email: string;
  countryCode: string;
  regionCode: string;
  consent: boolean;
}

/** The ticked newsletter ids, whatever shape the checkbox group gave. */
export const chosenIds = (value: SubscribeValues['newsletters']): string[] =>
  Array.isArray(value) ? value : value ? [value] : [];

/**
 * Sends the sign-up (spec public §7 subscribeAnonymousCustomer, captcha action
 * newsletterSubscribeSignUp); answers the mutation's { error, message }, or throws its error message.
 */
export async function subscribeAnonymously(values: SubscribeValues, promoCode: string | null) {
  const input = {
    email: values.email.trim(),
    omedaProducts: chosenIds(values.newsletters),
    countryCode: values.countryCode,
    regionCode: values.regionCode || null,
    // An empty consent counts as false (spec public §5); countries without the box send none.
    consent: newsletterConsentRule(values.countryCode) === 'none' ? null : values.consent === true,
    recaptchaToken: await captchaToken('newsletterSubscribeSignUp'),
    promoCode,
  };
  const { subscribeAnonymousCustomer } = await siteClient.mutate<{
    subscribeAnonymousCustomer: { error: boolean; message: string };
  }>('newsletter/subscribeAnonymousCustomer', { input });
  return subscribeAnonymousCustomer;
}
