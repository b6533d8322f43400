import type { Knex } from 'knex';
import { dialectOf } from './connection.ts';

/**
 * Runs a process's start-up steps (migrations, the search index and sanitiser versions, the demo
 * seed, roles) one process at a time: several web and worker processes started together on one
 * PostgreSQL database (ADR 0089) would otherwise race to migrate or seed it. A transaction-scoped
 * advisory lock is held on one connection while the steps use the others; it is released when
 * the steps end, or when the process dies. SQLite has one process: the steps just run.
 */
export async function withStartupLock<T>(db: Knex, steps: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'pg') return steps();
  return db.transaction(async (trx) => {
    // Per schema: installations sharing a database in their own schemas start independently.
    const schema = String(db.client.config.searchPath ?? 'public');
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`masthead:start-up:${schema}`]);
    return steps();
  });
}
