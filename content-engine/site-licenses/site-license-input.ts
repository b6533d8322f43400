import { z } from 'zod';
import { paginationInput } from '../core/stream.ts';
import { required } from '../core/validate.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import { normaliseIpRange } from './ip-ranges.ts';
import { siteLicenseStatuses } from './site-license.ts';

/** One range, stored normalised; a bad one is named in the error ("ipRanges.1: "10.0.0.300" is not …"). */
const ipRange = z
  .string()
  .max(100)
  .transform((text, ctx) => {
    const normalised = normaliseIpRange(text);
    if (normalised) return normalised;
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: `"${text}" is not an IP address or CIDR range (e.g. 198.51.100.0/24 or 2001:db8::/32)`,
    });
    return z.NEVER;
  });

const ipRanges = z
  .array(ipRange, required)
  .min(1, 'At least one IP range is required')
  .max(1000)
  .transform((ranges) => [...new Set(ranges)]);

const companyName = z.string(required).trim().min(1, { error: requiredMessage, abort: true }).max(300);

const status = z.enum(siteLicenseStatuses, { error: 'Must be active or inactive' });

const id = z.number(required).int().positive();

/** A calendar day "YYYY-MM-DD" that exists; blank or null for none. */
const day = z
  .string()
  .trim()
  .refine(
    (text) =>
      text === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(text) &&
        !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
        new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)),
    {
      error: 'Must be a date such as 2026-01-31',
    },
  )
  .nullish()
  .transform((text) => text || null);

const membershipIds = z
  .array(z.number().int().positive())
  .max(100)
  .transform((ids) => [...new Set(ids)]);

/** The last day cannot come before the first. */
const termInOrder = (input: { startDate?: string | null; endDate?: string | null }) =>
  !input.startDate || !input.endDate || input.startDate <= input.endDate;
const termOrder = { error: 'The end date must not be before the start date', path: ['endDate'] };

export const createSiteLicenseInput = z
  .object({
    companyName,
    ipRanges,
    status: status.nullish().transform((s) => s ?? 'active'),
    startDate: day,
    endDate: day,
    membershipIds: membershipIds.nullish().transform((ids) => ids ?? []),
  })
  .refine(termInOrder, termOrder);

/** Fields left out keep their value; a blank or null date clears it. */
export const updateSiteLicenseInput = z.object({
  id,
  companyName: companyName.optional(),
  ipRanges: ipRanges.optional(),
  status: status.nullish(),
  startDate: day.optional(),
  endDate: day.optional(),
  membershipIds: membershipIds.optional(),
});

/** The licences' list filter: in force now, past their end date, or switched off. */
export const siteLicenseStates = ['active', 'expired', 'inactive'] as const;
export type SiteLicenseState = (typeof siteLicenseStates)[number];

/** Ranges to check against the site's licences, leaving out the licence being edited. */
export const siteLicenseOverlapsInput = z.object({
  ipRanges: z.array(z.string().max(100)).max(1000),
  excludeId: id.nullish(),
});

export const siteLicenseIdInput = z.object({ id });

export const siteLicenseStreamInput = z
  .object({
    search: z.string().trim().max(200).nullish(),
    status: status.nullish(),
    state: z.enum(siteLicenseStates, { error: 'Must be active, expired or inactive' }).nullish(),
    pagination: paginationInput(200),
  })
  .nullish();
