import type { CompanyProfile } from './api/get-company-update.ts';

/** The profile as the edit form holds it (the submitted logo is kept or dropped). */
export type ProfileFormValues = Omit<CompanyProfile, 'logo' | '__typename'> & { keepLogo: boolean };

export const socialNetworks = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;

export const toFormValues = (profile: CompanyProfile): ProfileFormValues => ({
  description: profile.description,
  address1: profile.address1,
  address2: profile.address2,
  city: profile.city,
  state: profile.state,
  postalCode: profile.postalCode,
  country: profile.country,
  phone: profile.phone,
  website: profile.website,
  socialLinks: {
    facebook: profile.socialLinks.facebook,
    twitter: profile.socialLinks.twitter,
    linkedin: profile.socialLinks.linkedin,
    instagram: profile.socialLinks.instagram,
    youtube: profile.socialLinks.youtube,
  },
  keyContacts: profile.keyContacts.map(({ name, title, email, phone }) => ({ name, title, email, phone })),
  products: profile.products,
  news: profile.news,
  keepLogo: true,
});

/** The rows the side-by-side comparison shows: label, current and submitted text. */
export function comparisonRows(current: CompanyProfile, submitted: CompanyProfile): [string, string, string][] {
  const contacts = (p: CompanyProfile) =>
    p.keyContacts.map((c) => [c.name, c.title, c.email, c.phone].filter(Boolean).join(', ')).join('\n');
  const rows: [string, (p: CompanyProfile) => string][] = [
    ['Description', (p) => p.description],
    ['Address', (p) => [p.address1, p.address2].filter(Boolean).join('\n')],
    ['City', (p) => p.city],
    ['State or region', (p) => p.state],
    ['Postal code', (p) => p.postalCode],
    ['Country', (p) => p.country],
    ['Phone', (p) => p.phone],
    ['Website', (p) => p.website],
    ...socialNetworks.map((n): [string, (p: CompanyProfile) => string] => [
      n === 'linkedin' ? 'LinkedIn' : n === 'youtube' ? 'YouTube' : n[0]!.toUpperCase() + n.slice(1),
      (p) => p.socialLinks[n],
    ]),
    ['Key contacts', contacts],
    ['Products', (p) => p.products],
    ['News', (p) => p.news],
  ];
  return rows.map(([label, read]) => [label, read(current), read(submitted)]);
}
