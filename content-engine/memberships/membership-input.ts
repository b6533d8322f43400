import { z } from 'zod';
import { required } from '../core/validate.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import { profileFields, type ProfileField } from '../shared/site-user-profile-fields.ts';
import { MembershipStatus } from './membership.ts';

/** Lower-case words joined by hyphens: how a membership's join page is addressed (/membership/<alias>). */
export const membershipAliasPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Gold Members!" → "gold-members": the alias a blank alias field takes. */
export const aliasFromTitle = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

const title = z.string(required).trim().min(1, { error: requiredMessage, abort: true }).max(300);
const alias = z
  .string()
  .trim()
  .max(100, 'At most 100 characters')
  .refine((text) => text === '' || membershipAliasPattern.test(text), {
    error: 'Use lower-case letters, digits and hyphens only (e.g. gold-members)',
  });
const status = z.union([z.literal(MembershipStatus.ACTIVE), z.literal(MembershipStatus.INACTIVE)], {
  error: 'Must be 1 (active) or 0 (inactive)',
});
const omedaProduct = z
  .string()
  .trim()
  .max(100, 'At most 100 characters')
  .transform((text) => text || null);
const commonFields = z
  .array(
    z.enum(profileFields as [ProfileField, ...ProfileField[]], { error: `Must be one of ${profileFields.join(', ')}` }),
  )
  .max(profileFields.length)
  .transform((fields) => [...new Set(fields)]);
const demographicIds = z
  .array(z.number().int().positive())
  .max(100, 'At most 100 questions')
  .transform((ids) => [...new Set(ids)]);

const fields = {
  title,
  alias,
  status,
  isFree: z.boolean(),
  omedaProduct,
  requiredUserCommonFields: commonFields,
  requiredUserDemographicFields: demographicIds,
  additionalUserDemographicFields: demographicIds,
};

export const createMembershipInput = z.object({
  title: fields.title,
  /** Blank: made from the title. */
  alias: fields.alias.nullish().transform((v) => v ?? ''),
  status: fields.status.nullish().transform((v) => v ?? MembershipStatus.ACTIVE),
  isFree: fields.isFree.nullish().transform((v) => v ?? true),
  omedaProduct: fields.omedaProduct.nullish().transform((v) => v ?? null),
  requiredUserCommonFields: fields.requiredUserCommonFields.nullish().transform((v) => v ?? []),
  requiredUserDemographicFields: fields.requiredUserDemographicFields.nullish().transform((v) => v ?? []),
  additionalUserDemographicFields: fields.additionalUserDemographicFields.nullish().transform((v) => v ?? []),
});

/** Fields left out keep their value. */
export const updateMembershipInput = z.object({
  id: z.number(required).int().positive(),
  title: fields.title.optional(),
  alias: fields.alias.optional(),
  status: fields.status.optional(),
  isFree: fields.isFree.optional(),
  omedaProduct: fields.omedaProduct.nullish(),
  requiredUserCommonFields: fields.requiredUserCommonFields.optional(),
  requiredUserDemographicFields: fields.requiredUserDemographicFields.optional(),
  additionalUserDemographicFields: fields.additionalUserDemographicFields.optional(),
});

export const membershipIdInput = z.object({ id: z.number(required).int().positive() });
