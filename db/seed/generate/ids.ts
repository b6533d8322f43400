import type { Knex } from 'knex';
import { idTables, type IdTable } from './dataset.ts';

/** Content ids are 8 digits; the first is 10000001 (see the initial migration). */
const floors: Partial<Record<IdTable, number>> = { content: 10_000_000 };

export type IdAllocator = (table: IdTable) => number;

/** Hands out ids after the highest each table holds, so a dataset's ids are known before insert. */
export async function createIdAllocator(db: Knex): Promise<IdAllocator> {
  const last = {} as Record<IdTable, number>;
  for (const table of idTables) {
    const row = (await db(table).max({ max: 'id' }).first()) as { max?: number | string | null } | undefined;
    last[table] = Math.max(Number(row?.max ?? 0), floors[table] ?? 0);
  }
  return (table) => ++last[table];
}

/** PostgreSQL serials do not see explicit ids: move each sequence past the highest id. */
export async function syncSequences(db: Knex): Promise<void> {
  if (db.client.config.client !== 'pg') return;
  for (const table of idTables) {
    await db.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), MAX(id)) FROM ?? HAVING MAX(id) IS NOT NULL`, [
      table,
      table,
    ]);
  }
}
