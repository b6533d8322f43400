/** A site user's profile fields and their columns: what memberships may require and profiles hold. */
export const profileColumns = {
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  title: 'title',
  city: 'city',
  region: 'region',
  countryCode: 'country_code',
  postalCode: 'postal_code',
} as const;

export type ProfileField = keyof typeof profileColumns;
export const profileFields = Object.keys(profileColumns) as ProfileField[];
