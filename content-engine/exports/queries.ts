import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import { exportJobColumns, toExportJob, type ExportJob, type ExportKind } from './export-job.ts';

const ofTenant = (db: Knex, tenantKey: string) => db('export_jobs').where({ tenant_key: tenantKey });

export async function findExportJob(db: Knex, tenantKey: string, id: number): Promise<ExportJob | null> {
  const raw: unknown = await ofTenant(db, tenantKey).where({ id }).first(exportJobColumns);
  return raw ? toExportJob(raw) : null;
}

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
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
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
  const [rows, count] = await Promise.all([
    base().orderBy('id', 'desc').limit(limit).offset(skip).select(exportJobColumns),
    base().count({ n: '*' }).first(),
  ]);
  return { jobs: rows.map(toExportJob), totalCount: Number(count?.n ?? 0) };
}
