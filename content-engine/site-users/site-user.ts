import { z } from 'zod';
import { dbJson, dbNumber } from '../core/rows.ts';
import type { DemographicAnswers } from '../memberships/demographic-answers.ts';
import { profileColumns, profileFields, type ProfileField } from '../shared/site-user-profile-fields.ts';

/** A pending user has asked to register and has no password yet; an active one has completed registration. */
export const siteUserStatuses = ['pending', 'active'] as const;
export type SiteUserStatus = (typeof siteUserStatuses)[number];

const answer = z.union([z.number(), z.array(z.number()), z.string()]);

export const siteUserRow = z.object({
  id: dbNumber,
  tenant_key: z.string(),
  email: z.string(),
  username: z.string(),
  password_hash: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  region: z.string().nullable(),
  country_code: z.string().nullable(),
  status: z.enum(siteUserStatuses),
  demographics: dbJson(z.record(z.string(), answer)),
  consent: dbJson(z.record(z.string(), z.boolean())),
  promo_code: z.string().nullable(),
  omeda_customer_id: z.string().nullable(),
  omeda_encrypted_customer_id: z.string().nullable(),
  hashed_id: z.string(),
});

export type SiteUserRow = z.infer<typeof siteUserRow>;

export const siteUserColumns = Object.keys(siteUserRow.shape);

/** The profile fields a site user fills in, by API name → column. Memberships require them by API name. */
export { profileColumns, profileFields, type ProfileField };
export type Profile = Record<ProfileField, string | null>;

export const profileOf = (row: SiteUserRow): Profile =>
  Object.fromEntries(profileFields.map((field) => [field, row[profileColumns[field]]])) as Profile;

export type Consent = Record<string, boolean>;
export type { DemographicAnswers };
