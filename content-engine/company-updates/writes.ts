import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import type { CompanyUpdateStatus, SubmittedValues, Submitter } from './company-update.ts';

export async function insertCompanyUpdate(
  db: Knex,
  r: {
    tenantKey: string;
    companyId: number;
    email: string;
    tokenHash: string;
    expires: number;
    requestedBy: number | null;
    now: number;
  },
): Promise<number> {
  const [inserted] = await db('company_updates')
    .insert({
      tenant_key: r.tenantKey,
      company_id: r.companyId,
      status: 'requested',
      email: r.email,
      token_hash: r.tokenHash,
      expires: r.expires,
      requested_by: r.requestedBy,
      requested_at: r.now,
      created: r.now,
      updated: r.now,
    })
    .returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
}

/** A new link for an open request: the old link stops working. */
export const renewRequest = (
  db: Knex,
  r: {
    tenantKey: string;
    id: number;
    email: string;
    tokenHash: string;
    expires: number;
    requestedBy: number | null;
    now: number;
  },
) =>
  db('company_updates').where({ tenant_key: r.tenantKey, id: r.id, status: 'requested' }).update({
    email: r.email,
    token_hash: r.tokenHash,
    expires: r.expires,
    requested_by: r.requestedBy,
    requested_at: r.now,
    updated: r.now,
  });

/** Stores the submission once: true only for the caller that moved the request from `requested` (single use). */
export async function storeSubmission(
  db: Knex,
  r: { tenantKey: string; id: number; submitted: SubmittedValues; submitter: Submitter; now: number },
): Promise<boolean> {
  const changed = await db('company_updates')
    .where({ tenant_key: r.tenantKey, id: r.id, status: 'requested' })
    .where('expires', '>', r.now)
    .update({
      status: 'submitted',
      submitted: toJson(r.submitted),
      submitter: toJson(r.submitter),
      submitted_at: r.now,
      updated: r.now,
    });
  return changed === 1;
}

export const updateSubmitted = (
  db: Knex,
  r: { tenantKey: string; id: number; submitted: SubmittedValues; now: number },
) =>
  db('company_updates')
    .where({ tenant_key: r.tenantKey, id: r.id })
    .update({ submitted: toJson(r.submitted), updated: r.now });

/** Ends the review: published or rejected, by whom and when. True when the request was still in a `from` state. */
export async function closeReview(
  db: Knex,
  r: {
    tenantKey: string;
    id: number;
    status: Extract<CompanyUpdateStatus, 'published' | 'rejected'>;
    reviewedBy: number | null;
    rejectReason?: string;
    /** The states it may leave: a request not yet answered can be rejected (withdrawn) too. */
    from: readonly CompanyUpdateStatus[];
    now: number;
  },
): Promise<boolean> {
  const changed = await db('company_updates')
    .where({ tenant_key: r.tenantKey, id: r.id })
    .whereIn('status', r.from)
    .update({
      status: r.status,
      reviewed_by: r.reviewedBy,
      reviewed_at: r.now,
      reject_reason: r.rejectReason ?? '',
      updated: r.now,
    });
  return changed === 1;
}
