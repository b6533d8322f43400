import { z } from 'zod';
import { dbJson, dbNullableNumber, dbNumber } from '../core/rows.ts';
import { companyUpdateFields, type CompanyUpdateFields } from './company-update-fields.ts';

export const companyUpdateStatuses = ['requested', 'submitted', 'published', 'rejected'] as const;
export type CompanyUpdateStatus = (typeof companyUpdateStatuses)[number];

/** The logo a company uploaded: stored with the files of the site, an asset only once published. */
export const submittedLogo = z.object({
  src: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  size: z.number(),
});
export type SubmittedLogo = z.infer<typeof submittedLogo>;

/** What the `submitted` column holds. */
export const submittedColumn = companyUpdateFields.extend({ logo: submittedLogo.nullable().default(null) });
export type SubmittedValues = CompanyUpdateFields & { logo: SubmittedLogo | null };

/** Who sent the update, as they gave it on the form. */
export const submitterColumn = z.object({ name: z.string().default(''), email: z.string().default('') });
export type Submitter = z.infer<typeof submitterColumn>;

const row = z.object({
  id: dbNumber,
  tenant_key: z.string(),
  company_id: dbNumber,
  status: z.enum(companyUpdateStatuses),
  email: z.string(),
  expires: dbNumber,
  submitted: dbJson(z.unknown()),
  submitter: dbJson(z.unknown()),
  reject_reason: z.string(),
  requested_by: dbNullableNumber,
  reviewed_by: dbNullableNumber,
  requested_at: dbNumber,
  submitted_at: dbNullableNumber,
  reviewed_at: dbNullableNumber,
  updated: dbNumber,
});

export const companyUpdateColumns = Object.keys(row.shape);

/** One request for a company's update and, once sent, what the company submitted. */
export interface CompanyUpdate {
  id: number;
  tenantKey: string;
  companyId: number;
  status: CompanyUpdateStatus;
  email: string;
  expires: number;
  /** Null until the company submitted. */
  submitted: SubmittedValues | null;
  submitter: Submitter;
  rejectReason: string;
  requestedBy: number | null;
  reviewedBy: number | null;
  requestedAt: number;
  submittedAt: number | null;
  reviewedAt: number | null;
  updated: number;
}

export function toCompanyUpdate(value: unknown): CompanyUpdate {
  const r = row.parse(value);
  return {
    id: r.id,
    tenantKey: r.tenant_key,
    companyId: r.company_id,
    status: r.status,
    email: r.email,
    expires: r.expires,
    submitted: r.submitted_at === null ? null : submittedColumn.parse(r.submitted ?? {}),
    submitter: submitterColumn.parse(r.submitter ?? {}),
    rejectReason: r.reject_reason,
    requestedBy: r.requested_by,
    reviewedBy: r.reviewed_by,
    requestedAt: r.requested_at,
    submittedAt: r.submitted_at,
    reviewedAt: r.reviewed_at,
    updated: r.updated,
  };
}
