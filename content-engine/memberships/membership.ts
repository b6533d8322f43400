import { z } from 'zod';
import { dbBoolean, dbJson, dbNumber } from '../core/rows.ts';

/** Membership status (spec public §3): 1 active; anything else is not offered. */
export const MembershipStatus = { INACTIVE: 0, ACTIVE: 1 } as const;

export const membershipRow = z.object({
  id: dbNumber,
  title: z.string(),
  alias: z.string(),
  status: dbNumber,
  is_free: dbBoolean,
  omeda_product: z.string().nullable(),
  required_user_common_fields: dbJson(z.array(z.string())),
  required_user_demographic_fields: dbJson(z.array(z.number())),
  additional_user_demographic_fields: dbJson(z.array(z.number())),
});

export interface Membership {
  id: number;
  title: string;
  alias: string;
  status: number;
  isFree: boolean;
  omedaProduct: string | null;
  /** Site user fields the membership needs (firstName, company, postalCode…). */
  requiredUserCommonFields: string[];
  /** Demographic question ids the membership needs answered. */
  requiredUserDemographicFields: number[];
  /** Demographic question ids the membership asks, optionally. */
  additionalUserDemographicFields: number[];
}

export const membershipColumns = Object.keys(membershipRow.shape);

export function toMembership(row: unknown): Membership {
  const r = membershipRow.parse(row);
  return {
    id: r.id,
    title: r.title,
    alias: r.alias,
    status: r.status,
    isFree: r.is_free,
    omedaProduct: r.omeda_product,
    requiredUserCommonFields: r.required_user_common_fields,
    requiredUserDemographicFields: r.required_user_demographic_fields,
    additionalUserDemographicFields: r.additional_user_demographic_fields,
  };
}
