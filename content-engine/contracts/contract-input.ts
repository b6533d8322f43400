import { z } from 'zod';
import { required } from '../core/validate.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import { feeTypes } from './contract.ts';

const idField = z.number().int().positive();
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

const titleField = z
  .string(required)
  .trim()
  .min(1, { error: requiredMessage, abort: true })
  .max(300, 'At most 300 characters');
const contributorField = z.number(required).int().positive();
/** Sanitised on save (sanitizeBody). */
const termsField = z.string().max(200_000, 'At most 200,000 characters');
const feeTypeField = z.enum(feeTypes, { error: `Must be one of ${feeTypes.join(', ')}` });
/** Cents; a fee above 100 million is a typing slip. */
const feeCentsField = z
  .number()
  .int('Must be a whole number of cents')
  .min(0, 'Must not be negative')
  .max(10_000_000_000, 'At most 100,000,000');
const currencyField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Must be a three-letter currency code such as USD');
const dueDateField = z.number().int().nonnegative().nullable();

const fields = {
  contributorId: contributorField,
  title: titleField,
  terms: termsField,
  feeType: feeTypeField,
  feeCents: feeCentsField,
  currency: currencyField,
  paymentTerms: text(200),
  rights: text(200),
  dueDate: dueDateField,
};

/** Terms left out (or null) take the tenant's default terms template. */
export const createContractInput = z.object({
  contributorId: fields.contributorId,
  title: fields.title,
  terms: fields.terms.nullish(),
  feeType: fields.feeType.nullish().transform((v) => v ?? 'flat'),
  feeCents: fields.feeCents.nullish().transform((v) => v ?? 0),
  currency: fields.currency.nullish().transform((v) => v ?? 'USD'),
  paymentTerms: fields.paymentTerms.nullish().transform((v) => v ?? ''),
  rights: fields.rights.nullish().transform((v) => v ?? ''),
  dueDate: fields.dueDate.optional().transform((v) => v ?? null),
});

/** Fields left out keep their value; `dueDate: null` clears it. */
export const updateContractInput = z.object({
  id: idField,
  contributorId: fields.contributorId.optional(),
  title: fields.title.optional(),
  terms: fields.terms.optional(),
  feeType: fields.feeType.optional(),
  feeCents: fields.feeCents.optional(),
  currency: fields.currency.optional(),
  paymentTerms: fields.paymentTerms.optional(),
  rights: fields.rights.optional(),
  dueDate: fields.dueDate.optional(),
});

export const contractIdInput = z.object({ id: idField });

/** The public page's key: the id and its secret token (ours are 43 characters). */
export const publicContractInput = z.object({
  id: idField,
  token: z.string().min(1).max(200),
});

export const contractSettingsInput = z.object({
  defaultTerms: termsField.nullish().transform((v) => v ?? ''),
  notificationEmail: text(320)
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email('Must be an e-mail address')]))
    .nullish()
    .transform((v) => v ?? ''),
  approvalText: text(2000)
    .nullish()
    .transform((v) => v ?? ''),
});
