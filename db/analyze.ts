import type { Knex } from 'knex';

/**
 * Refreshes the query planner's statistics. Without them SQLite answers an id lookup scoped by
 * tenant through the tenant index (a scan of the tenant) instead of the primary key.
 */
export async function analyzeDatabase(db: Knex): Promise<void> {
  await db.raw('ANALYZE');
}
