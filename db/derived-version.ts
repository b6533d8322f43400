import type { Knex } from 'knex';

/**
 * Rewrites derived data (`name`: the search index, the sanitised bodies…) when the version of the
 * code that wrote it, as recorded in migration 0015's state table, is not `version`: `rewrite` and
 * the new record in one transaction, so a stopped rewrite runs again whole at the next start.
 * Returns what `rewrite` returned, or null when the data was current.
 */
export async function rewriteUnlessCurrent<T>(
  db: Knex,
  { name, version, now }: { name: string; version: number; now: number },
  rewrite: (trx: Knex) => Promise<T>,
): Promise<T | null> {
  const stored = await db('search_index_state').where({ name }).first('version');
  if (stored && Number(stored.version) === version) return null;
  return db.transaction(async (trx) => {
    const result = await rewrite(trx);
    await trx('search_index_state')
      .insert({ name, version, updated: now })
      .onConflict('name')
      .merge(['version', 'updated']);
    return result;
  });
}
