import type { Knex } from 'knex';
import { dialectOf } from '../../db/connection.ts';
import { contentTypeEntries } from '../shared/content-types.ts';
import { ContentStatus } from '../shared/enums.ts';
import type { ReportQuery } from './report-definition.ts';

/**
 * The content items (alias `c`) of the query's sites that went live within its Chicago days:
 * published now, with a publish date in the range and not after this moment (an item scheduled
 * for later today has not been published yet). Served by content (tenant_key, status, published).
 */
export function publishedIn(db: Knex, query: ReportQuery, now = Date.now()) {
  const rows = db('content as c')
    .whereIn('c.tenant_key', query.siteKeys)
    .where('c.status', ContentStatus.PUBLISHED)
    .where('c.published', '>=', query.fromMs)
    .where('c.published', '<', Math.min(query.toMs, now + 1));
  if (query.filters.type) rows.where('c.type', query.filters.type);
  return rows;
}

/**
 * Joins an item's plain text (the search index, content_search: markup stripped in code and
 * whitespace collapsed, so both databases see the same words) as alias `cs`.
 */
export function joinPlainText(db: Knex, rows: Knex.QueryBuilder): Knex.QueryBuilder {
  return dialectOf(db) === 'pg'
    ? rows.leftJoin('content_search as cs', 'cs.content_id', 'c.id')
    : rows.leftJoin('content_search as cs', 'cs.rowid', 'c.id');
}

/** Words of the joined plain text: its spaces plus one (the text holds single spaces, trimmed). */
export const wordCountSql =
  "(CASE WHEN COALESCE(cs.body, '') = '' THEN 0 ELSE LENGTH(cs.body) - LENGTH(REPLACE(cs.body, ' ', '')) + 1 END)";

/** The content type filter every content report offers. */
export const contentTypeFilter = {
  key: 'type',
  label: 'Content type',
  options: contentTypeEntries.map(({ value, label }) => ({ value, label })),
};

/** The item's authors (persons), in their order, comma-separated (SQLite ≥ 3.44 and PostgreSQL). */
export const authorsSql = (db: Knex) =>
  db.raw(
    "(SELECT string_agg(p.full_name, ', ' ORDER BY ca.position, p.full_name) FROM content_authors ca JOIN persons p ON p.id = ca.person_id WHERE ca.content_id = c.id)",
  );

/** The item's sections, primary and scheduled, by full name, comma-separated. */
export const sectionsSql = (db: Knex) =>
  db.raw(
    "(SELECT string_agg(s.full_name, ', ' ORDER BY s.full_name) FROM website_sections s WHERE s.id = c.primary_section_id OR s.id IN (SELECT ws.section_id FROM website_schedules ws WHERE ws.content_id = c.id))",
  );
