import knexFactory, { type Knex } from 'knex';
import { dialectOf } from '../../db/connection.ts';

const readers = new WeakMap<Knex, Knex>();

/**
 * The connection an export reads its rows with. On a SQLite file: a second, read-only connection
 * (WAL lets it read beside the server's writer) with no memory map and an 8 MiB page cache, so a
 * 200,000-row read neither maps the whole database into the process nor evicts the server's own
 * cache. PostgreSQL and in-memory SQLite read with the server's connection.
 */
export function exportReader(db: Knex): Knex {
  if (dialectOf(db) !== 'sqlite') return db;
  const filename = (db.client.config.connection as { filename?: string } | undefined)?.filename;
  if (!filename || filename === ':memory:') return db;
  let reader = readers.get(db);
  if (!reader) {
    reader = knexFactory({
      client: 'better-sqlite3',
      connection: { filename, options: { readonly: true } },
      useNullAsDefault: true,
      pool: {
        min: 0,
        max: 1,
        afterCreate: (
          conn: { pragma(source: string): unknown },
          done: (error: Error | null, conn: unknown) => void,
        ) => {
          conn.pragma('busy_timeout = 5000');
          conn.pragma('mmap_size = 0');
          conn.pragma('cache_size = -8192');
          done(null, conn);
        },
      },
    });
    readers.set(db, reader);
  }
  return reader;
}

/** Closes the export reader of a database, if one was opened (a process's shutdown). */
export async function closeExportReader(db: Knex): Promise<void> {
  const reader = readers.get(db);
  readers.delete(db);
  if (reader) await reader.destroy();
}
