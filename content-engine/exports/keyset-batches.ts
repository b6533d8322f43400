import type { Knex } from 'knex';

/**
 * The rows of a query in batches by ascending `idColumn` (keyset paging: each batch starts after
 * the last id of the one before, so every batch costs the same and only one is in memory).
 */
export async function* keysetBatches<Row extends Record<string, unknown>>(
  query: () => Knex.QueryBuilder,
  { idColumn, idAlias = 'id', batchSize }: { idColumn: string; idAlias?: string; batchSize: number },
): AsyncGenerator<Row[], void, undefined> {
  let after = 0;
  for (;;) {
    const rows = (await query().where(idColumn, '>', after).orderBy(idColumn, 'asc').limit(batchSize)) as Row[];
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    after = Number(rows[rows.length - 1]![idAlias]);
  }
}
