import type { Knex } from 'knex';
import { findTenantJob, insertedId, newestJobsPage } from '../core/job-rows.ts';
import { dbNumber, toJson } from '../core/rows.ts';
import { importColumns, toSiteUserImport, type ImportPhase, type SiteUserImport } from './site-user-import.ts';

const ofTenant = (db: Knex, tenantKey: string) => db('site_user_imports').where({ tenant_key: tenantKey });

export const findSiteUserImport = (db: Knex, tenantKey: string, id: number): Promise<SiteUserImport | null> =>
  findTenantJob(db, 'site_user_imports', { tenantKey, id, columns: importColumns, toJob: toSiteUserImport });

export async function insertSiteUserImport(
  db: Knex,
  values: {
    tenantKey: string;
    fileName: string;
    storedName: string;
    fileSize: number;
    columns: string[];
    cmsUserId: number | null;
    username: string;
    now: number;
  },
): Promise<number> {
  const [inserted] = await db('site_user_imports')
    .insert({
      tenant_key: values.tenantKey,
      file_name: values.fileName,
      stored_name: values.storedName,
      file_size: values.fileSize,
      columns: toJson(values.columns),
      cms_user_id: values.cmsUserId || null,
      username: values.username,
      status: 'uploaded',
      created: values.now,
      updated: values.now,
    })
    .returning('id');
  return insertedId(inserted);
}

/** The tenant's imports, newest first. */
export async function listSiteUserImports(
  db: Knex,
  tenantKey: string,
  { limit, skip }: { limit: number; skip: number },
): Promise<{ imports: SiteUserImport[]; totalCount: number }> {
  const page = await newestJobsPage(() => ofTenant(db, tenantKey), {
    columns: importColumns,
    toJob: toSiteUserImport,
    limit,
    skip,
  });
  return { imports: page.items, totalCount: page.totalCount };
}

export interface ImportProblem {
  rowNumber: number;
  email: string;
  message: string;
  fields: string[];
}

/** One page of a run's bad rows by row number, and how many there are. */
export async function listImportProblems(
  db: Knex,
  { importId, phase, limit, skip }: { importId: number; phase: ImportPhase; limit: number; skip: number },
): Promise<{ problems: ImportProblem[]; totalCount: number }> {
  const base = () => db('site_user_import_problems').where({ import_id: importId, phase });
  const [rows, count] = await Promise.all([
    base().orderBy('row_number').limit(limit).offset(skip).select('row_number', 'email', 'message', 'fields'),
    base().count({ n: '*' }).first(),
  ]);
  return {
    problems: rows.map((r) => ({
      rowNumber: dbNumber.parse(r.row_number),
      email: String(r.email),
      message: String(r.message),
      fields: JSON.parse(String(r.fields)) as string[],
    })),
    totalCount: Number(count?.n ?? 0),
  };
}
