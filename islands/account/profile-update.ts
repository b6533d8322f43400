import type { SiteUserInfo } from '../../content-engine/shared/site-user-info.ts';

/** The profile fields the account page edits, in the form's order. */
export const profileFieldNames = [
  'firstName',
  'lastName',
  'title',
  'company',
  'city',
  'countryCode',
  'region',
  'postalCode',
] as const;

export type ProfileFieldName = (typeof profileFieldNames)[number];
export type ProfileValues = Record<ProfileFieldName, string>;

/** The form's starting values: the user's profile, '' where nothing is set. */
export function profileValuesOf(user: SiteUserInfo): ProfileValues {
  return Object.fromEntries(profileFieldNames.map((name) => [name, user[name] ?? ''])) as ProfileValues;
}

/**
 * The updateSiteUserProfile input (spec public §5): values trimmed, empty fields left out so the
 * update keeps what is stored instead of blanking it.
 */
export function profileUpdateInput(values: ProfileValues): Partial<ProfileValues> {
  const given = profileFieldNames
    .map((name) => [name, values[name].trim()] as const)
    .filter(([, value]) => value !== '');
  return Object.fromEntries(given);
}
