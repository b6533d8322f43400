import type { Knex } from 'knex';
import { removeExportFile } from './export-files.ts';

/** Deletes the files of exports past their `expires` (the job stays listed, without a download). */
export async function pruneExpiredExports(db: Knex, now: number): Promise<number> {
  const rows: { id: number | string; file_path: string }[] = await db('export_jobs')
    .whereNotNull('file_path')
    .where('expires', '<', now)
    .select('id', 'file_path');
  for (const row of rows) {
    await removeExportFile(row.file_path);
    await db('export_jobs').where({ id: row.id }).update({ file_path: null });
  }
  return rows.length;
}
