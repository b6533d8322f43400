import type { Knex } from 'knex';
import { seedTables, type Dataset, type SeedTable } from './generate/dataset.ts';

/** Most rows per INSERT; bounded also by bind parameters (SQLite allows 32,766, PostgreSQL 65,535). */
const maxRowsPerInsert = 500;
const maxBindings = 30_000;

/** Inserts every table of the dataset in dependency order, in chunks. */
export async function insertDataset(db: Knex, data: Dataset): Promise<Record<SeedTable, number>> {
  const counts = {} as Record<SeedTable, number>;
  for (const table of seedTables) {
    const rows = data[table];
    counts[table] = rows.length;
    if (rows.length === 0) continue;
    const columns = Object.keys(rows[0]!).length;
    const size = Math.max(1, Math.min(maxRowsPerInsert, Math.floor(maxBindings / columns)));
    for (let start = 0; start < rows.length; start += size) await db(table).insert(rows.slice(start, start + size));
  }
  return counts;
}
