import type { Knex } from 'knex';
import { rewriteUnlessCurrent } from '../../db/derived-version.ts';
import { indexContentSearch } from './index-queries.ts';

/**
 * The version of what a content_search row holds; raise it whenever that changes (2: a
 * membership-gated body only up to its ungated paragraphs), and every row is rewritten at the next start.
 */
export const contentSearchVersion = 2;

/**
 * Rewrites the whole search index when it was written by another version of the code (migration
 * 0015), in one transaction; a process start calls it after migrating. Returns the rows rewritten.
 */
export function ensureSearchIndexCurrent(db: Knex, now: number = Date.now()): Promise<number | null> {
  return rewriteUnlessCurrent(db, { name: 'content', version: contentSearchVersion, now }, (trx) =>
    indexContentSearch(trx, {}),
  );
}
