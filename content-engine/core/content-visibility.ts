import type { Knex } from 'knex';
import { ContentStatus } from '../shared/enums.ts';

/**
 * The one definition of "public": published status, publish date reached, not expired.
 * `table` is the alias the content table has in the query.
 */
export function wherePublic(query: Knex.QueryBuilder, now: number, table = 'content'): Knex.QueryBuilder {
  return query
    .where(`${table}.status`, ContentStatus.PUBLISHED)
    .where(`${table}.published`, '<=', now)
    .where((q) => q.whereNull(`${table}.expires`).orWhere(`${table}.expires`, '>', now));
}

/** The same rule for an item already loaded. */
export const isPublic = (item: { status: number; published: number | null; expires: number | null }, now: number) =>
  item.status === ContentStatus.PUBLISHED &&
  item.published !== null &&
  item.published <= now &&
  (item.expires === null || item.expires > now);
