import { z } from 'zod';
import type { InputProblem } from '../core/validate.ts';
import { required } from '../core/validate.ts';
import { consentKeyOf, hasRegions, isCountryCode, isRegionOf, requiresConsent } from '../shared/locales.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import type { Consent, Profile, ProfileField } from './site-user.ts';

/** A required e-mail address, stored lower-case. */
export const emailField = z
  .string(required)
  .trim()
  .min(1, { error: requiredMessage, abort: true })
  .max(320)
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address.'));

/** A required value the user typed (passwords are never trimmed). */
export const requiredString = (max: number) => z.string(required).min(1, requiredMessage).max(max);

/** A chosen username: no '@', so no one takes a name that is someone's e-mail address. */
export const usernameField = z
  .string(required)
  .trim()
  .min(3, 'The username must be at least 3 characters long.')
  .max(100)
  .regex(/^[A-Za-z0-9._+-]+$/, 'Use letters, digits, dots, dashes, plus signs and underscores only.');

/** A path of the tenant's site for e-mailed links: starts with one slash, no query. */
export const sitePathField = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/(?![/\\])[^\s?#\\]*)$/, 'Must be a path of the site, starting with /')
  .nullish()
  .transform((path) => path || null);

/** An optional text field: empty or whitespace only reads as "not given" (null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text || null);

export const profileFieldSchemas = {
  firstName: optionalText(100),
  lastName: optionalText(100),
  company: optionalText(200),
  title: optionalText(200),
  city: optionalText(100),
  region: optionalText(100).transform((region) => region?.toUpperCase() ?? null),
  countryCode: optionalText(2).transform((code) => code?.toUpperCase() ?? null),
  postalCode: optionalText(20),
} satisfies Record<ProfileField, z.ZodType>;

/** A consent value: an empty one counts as false (spec public §5). */
export const consentInput = z.record(z.string(), z.union([z.boolean(), z.null(), z.literal('')])).nullish();

/** Country and region rules (spec public §5): a known country; a region of its list when it has regions. */
export function checkLocation({
  countryCode,
  region,
}: {
  countryCode: string | null;
  region: string | null;
}): InputProblem[] {
  if (!countryCode) return [{ path: 'countryCode', message: requiredMessage }];
  if (!isCountryCode(countryCode)) return [{ path: 'countryCode', message: 'Unknown country code' }];
  if (!hasRegions(countryCode)) return [];
  if (!region) return [{ path: 'region', message: requiredMessage }];
  return isRegionOf(countryCode, region) ? [] : [{ path: 'region', message: `Not a region of ${countryCode}` }];
}

/**
 * The consent object keyed CASL for Canada, GDPR elsewhere (spec public §3); its box must be
 * ticked where the law asks for consent (the EU, the EEA, the UK and Canada).
 */
export function checkConsent({
  countryCode,
  consent,
}: {
  countryCode: string;
  consent: Record<string, boolean | null | ''> | null | undefined;
}): { consent: Consent; problems: InputProblem[] } {
  const key = consentKeyOf(countryCode);
  const given = consent ?? {};
  const problems: InputProblem[] = Object.keys(given)
    .filter((other) => other !== key)
    .map((other) => ({ path: `consent.${other}`, message: `The consent for ${countryCode} is keyed ${key}` }));
  const value = given[key] === true;
  if (!value && requiresConsent(countryCode)) problems.push({ path: `consent.${key}`, message: requiredMessage });
  return { consent: { [key]: value }, problems };
}

/** 'Field is required' for each common field a membership requires that has no value. */
export function missingProfileFields(requiredFields: readonly string[], profile: Partial<Profile>): InputProblem[] {
  return requiredFields
    .filter((field) => !profile[field as ProfileField])
    .map((field) => ({ path: field, message: requiredMessage }));
}
