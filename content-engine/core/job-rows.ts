import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNullableNumber, dbNumber } from './rows.ts';

/*
 * The row shape and queries the background-job tables share (site_user_imports, export_jobs,
 * tenant_migration_imports): a tenant's row with a lease, an error once failed, and the times it
 * was created and finished; an import's row also names the uploaded file it reads.
 */

/** Columns of every job row; spread into the table's zod row schema. */
export const jobRowColumns = {
  id: dbNumber,
  tenant_key: z.string(),
  lease_until: dbNullableNumber,
  error: z.string().nullable(),
  created: dbNumber,
  finished: dbNullableNumber,
};

/** Columns of a job that reads an uploaded file (stored under IMPORTS_DIR). */
export const uploadRowColumns = {
  file_name: z.string(),
  stored_name: z.string(),
  file_size: dbNumber,
};

export interface UploadedFile {
  /** The name the file was uploaded with. */
  fileName: string;
  /** Its path under the imports directory. */
  storedName: string;
  fileSize: number;
}

export const toUploadedFile = (r: { file_name: string; stored_name: string; file_size: number }): UploadedFile => ({
  fileName: r.file_name,
  storedName: r.stored_name,
  fileSize: r.file_size,
});

/** The id `insert(…).returning('id')` answered: a row object on PostgreSQL, a number on SQLite. */
export const insertedId = (inserted: unknown): number =>
  typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);

/** The tenant's job `id` of `table`, mapped by `toJob`; null when the tenant has none with that id. */
export async function findTenantJob<J>(
  db: Knex,
  table: string,
  { tenantKey, id, columns, toJob }: { tenantKey: string; id: number; columns: string[]; toJob: (raw: unknown) => J },
): Promise<J | null> {
  const raw: unknown = await db(table).where({ tenant_key: tenantKey, id }).first(columns);
  return raw ? toJob(raw) : null;
}

/** One page of the jobs `base()` selects, newest first, and how many there are. */
export async function newestJobsPage<J>(
  base: () => Knex.QueryBuilder,
  { columns, toJob, limit, skip }: { columns: string[]; toJob: (raw: unknown) => J; limit: number; skip: number },
): Promise<{ items: J[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    base().orderBy('id', 'desc').limit(limit).offset(skip).select(columns),
    base().count({ n: '*' }).first(),
  ]);
  return { items: (rows as unknown[]).map(toJob), totalCount: Number((count as { n?: unknown } | undefined)?.n ?? 0) };
}
