import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { wherePublic } from '../core/content-visibility.ts';
import type { LeadFormType } from '../shared/lead-forms.ts';

/** The public item of this tenant an inquiry may be about: its title, and whether it has enableRmi. */
export async function findInquiryContent(
  db: Knex,
  { tenantKey, contentId, now }: { tenantKey: string; contentId: number; now: number },
): Promise<{ id: number; title: string; path: string; enableRmi: boolean } | null> {
  const row = await wherePublic(
    db('content').where({ 'content.id': contentId, 'content.tenant_key': tenantKey }),
    now,
  ).first('content.id', 'content.name', 'content.canonical_path', 'content.metadata');
  if (!row) return null;
  let metadata: Record<string, unknown> = {};
  try {
    metadata = typeof row.metadata === 'string' ? JSON.parse(row.metadata) : (row.metadata ?? {});
  } catch {
    metadata = {};
  }
  return {
    id: row.id,
    title: String(row.name ?? ''),
    path: String(row.canonical_path ?? ''),
    enableRmi: metadata.enableRmi === true,
  };
}

export interface NewSubmission {
  tenantKey: string;
  formType: LeadFormType;
  contentId: number | null;
  fields: Record<string, string>;
  ipHash: string;
  now: number;
}

/** What a submission keeps of the client address: a hash of it within the tenant, not the address. */
export const leadFormIpHash = (tenantKey: string, ip: string) =>
  createHash('sha256').update(`lead-forms:${tenantKey}:${ip}`).digest('hex');

/** The lead_form_submissions row of a submission (seeds and benchmarks insert such rows in batches). */
export const submissionRow = (submission: NewSubmission) => ({
  tenant_key: submission.tenantKey,
  form_type: submission.formType,
  content_id: submission.contentId,
  fields: JSON.stringify(submission.fields),
  ip_hash: submission.ipHash,
  created_at: submission.now,
});

export async function insertSubmission(db: Knex, submission: NewSubmission): Promise<number> {
  const [row] = await db('lead_form_submissions').insert(submissionRow(submission)).returning('id');
  return typeof row === 'object' ? row.id : row;
}

export async function markMailed(db: Knex, { id, mailed }: { id: number; mailed: number }) {
  await db('lead_form_submissions').where({ id }).update({ mailed });
}
