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

export const createSiteLicenseInput = z.object({
  companyName,
  ipRanges,
  status: status.nullish().transform((s) => s ?? 'active'),
});

/** Fields left out keep their value. */
export const updateSiteLicenseInput = z.object({
  id,
  companyName: companyName.optional(),
  ipRanges: ipRanges.optional(),
  status: status.nullish(),
});

export const siteLicenseIdInput = z.object({ id });

export const siteLicenseStreamInput = z
  .object({
    search: z.string().trim().max(200).nullish(),
    status: status.nullish(),
    pagination: paginationInput(200),
  })
  .nullish();
