import type { ProfileField } from '../../content-engine/site-users/site-user.ts';

/** A text field of the registration profile. */
export interface ProfileTextField {
  name: Exclude<ProfileField, 'countryCode' | 'region'>;
  label: string;
  autoComplete: string;
  required: boolean;
}

const textFields: Omit<ProfileTextField, 'required'>[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'title', label: 'Job title', autoComplete: 'organization-title' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
];

/** The profile's text fields, required as the membership's `requiredUserCommonFields` say; first and last name always asked. */
export const profileTextFields = (requiredFields: readonly string[]): ProfileTextField[] =>
  textFields.map((field) => ({ ...field, required: requiredFields.includes(field.name) }));

/** The profile as sent: trimmed, empty fields left out (spec public §5). */
export function profileInput(values: Partial<Record<ProfileField, string>>): Partial<Record<ProfileField, string>> {
  const input: Partial<Record<ProfileField, string>> = {};
  for (const [name, value] of Object.entries(values) as [ProfileField, string | undefined][]) {
    const text = value?.trim();
    if (text) input[name] = text;
  }
  return input;
}
