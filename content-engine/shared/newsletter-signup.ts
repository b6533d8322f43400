import { consentKeyOf, hasRegions, isCountryCode, isRegionOf } from './locales.ts';

/*
 * Newsletter sign-up compliance (spec public §5 "Subscribe form"): Canada (CASL) and Brazil (LGPD)
 * require the consent box; the EU and the United Kingdom (GDPR) show it, unticked allowed;
 * elsewhere there is no box. Browser-safe: the subscribe island and the engine read the same rule.
 * The registration's stricter rule is `requiresConsent` in locales.ts.
 */

/** Whether a country's newsletter form shows the consent box, and whether it must be ticked. */
export type NewsletterConsentRule = 'required' | 'optional' | 'none';

const requiredCountries = new Set(['CA', 'BR']);
const optionalCountries = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK GB'.split(' '),
);

export function newsletterConsentRule(countryCode: string): NewsletterConsentRule {
  if (requiredCountries.has(countryCode)) return 'required';
  return optionalCountries.has(countryCode) ? 'optional' : 'none';
}

/** The problems of a sign-up's location and consent, by field ('countryCode', 'regionCode', 'consent'); empty when fine. */
export function newsletterLocaleProblems(
  { countryCode, regionCode, consent }: { countryCode: string; regionCode: string; consent: boolean },
  requiredMessage: string,
) {
  const problems: { path: 'countryCode' | 'regionCode' | 'consent'; message: string }[] = [];
  if (!countryCode) problems.push({ path: 'countryCode', message: requiredMessage });
  else if (!isCountryCode(countryCode)) problems.push({ path: 'countryCode', message: 'Unknown country code' });
  else {
    if (hasRegions(countryCode) && !regionCode) problems.push({ path: 'regionCode', message: requiredMessage });
    else if (regionCode && hasRegions(countryCode) && !isRegionOf(countryCode, regionCode))
      problems.push({ path: 'regionCode', message: `Not a region of ${countryCode}` });
    if (newsletterConsentRule(countryCode) === 'required' && !consent)
      problems.push({ path: 'consent', message: requiredMessage });
  }
  return problems;
}

/** The consent object sent and stored: keyed CASL for Canada, else GDPR (spec public §3); null without a box. */
export function newsletterConsentObject(countryCode: string, given: boolean): Record<string, boolean> | null {
  return newsletterConsentRule(countryCode) === 'none' ? null : { [consentKeyOf(countryCode)]: given };
}

/** The subscribe form's fixed texts (spec public §5, §8), asserted exactly by tests. */
export const newsletterSignupTexts = {
  selectNewsletter: 'Please select a newsletter before continuing',
  correctIssues: 'Please correct issues with this form',
  subscribed: "You're all done! You will now receive updates from the newsletter(s) you selected.",
} as const;
