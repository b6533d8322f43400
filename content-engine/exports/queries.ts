import type { Knex } from 'knex';
import { findTenantJob, insertedId, newestJobsPage } from '../core/job-rows.ts';
import { toJson } from '../core/rows.ts';
import { exportJobColumns, toExportJob, type ExportJob, type ExportKind } from './export-job.ts';

const ofTenant = (db: Knex, tenantKey: string) => db('export_jobs').where({ tenant_key: tenantKey });

export const findExportJob = (db: Knex, tenantKey: string, id: number): Promise<ExportJob | null> =>
  findTenantJob(db, 'export_jobs', { tenantKey, id, columns: exportJobColumns, toJob: toExportJob });

export async function insertExportJob(
  db: Knex,
  values: {
    tenantKey: string;
    kind: ExportKind;
    params: Record<string, unknown>;
    cmsUserId: number | null;
    createdBy: string;
    now: number;
  },
): Promise<number> {
  const [inserted] = await db('export_jobs')
    .insert({
      tenant_key: values.tenantKey,
      kind: values.kind,
      params: toJson(values.params),
      status: 'queued',
      cms_user_id: values.cmsUserId || null,
      created_by: values.createdBy,
      created: values.now,
    })
    .returning('id');
  return insertedId(inserted);
}

/** The tenant's export jobs, newest first; `kinds` narrows them (one screen lists its own). */
export async function listExportJobs(
  db: Knex,
  tenantKey: string,
  { kinds, limit, skip }: { kinds: readonly ExportKind[] | null; limit: number; skip: number },
): Promise<{ jobs: ExportJob[]; totalCount: number }> {
  const base = () => {
    const query = ofTenant(db, tenantKey);
    if (kinds?.length) query.whereIn('kind', kinds);
    return query;
  };
  const page = await newestJobsPage(base, { columns: exportJobColumns, toJob: toExportJob, limit, skip });
  return { jobs: page.items, totalCount: page.totalCount };
}
