import type { Knex } from 'knex';
import { dialectOf } from './connection.ts';

/**
 * After a bulk load: refresh the query planner's statistics (without them SQLite answers an id
 * lookup scoped by tenant through the tenant index, a scan of the tenant, instead of the primary
 * key) and, on SQLite, fold the write-ahead log into the database file so reads stop consulting
 * a log of every row just written.
 */
export async function analyzeDatabase(db: Knex): Promise<void> {
  await db.raw('ANALYZE');
  if (dialectOf(db) === 'sqlite') await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
}

/**
 * At start-up: on SQLite, analyse only the tables whose statistics are missing or stale
 * (`PRAGMA optimize`); PostgreSQL's autovacuum keeps its own statistics.
 */
export async function refreshStatisticsIfStale(db: Knex): Promise<void> {
  if (dialectOf(db) === 'sqlite') await db.raw('PRAGMA optimize');
}

/**
 * After a job wrote many rows into `tables`: PostgreSQL analyses them now (autovacuum would within
 * minutes, and until then the planner takes a table it last saw empty for a one-row table — a
 * nested loop that took 16 s for a report a hash join answers in 0.2 s); SQLite analyses what
 * `PRAGMA optimize` finds stale.
 */
export async function analyzeTables(db: Knex, tables: string[]): Promise<void> {
  if (dialectOf(db) === 'sqlite') await db.raw('PRAGMA optimize');
  else await db.raw(`ANALYZE ${tables.map(() => '??').join(', ')}`, tables);
}
