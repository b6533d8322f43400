import type { Knex } from 'knex';
import { dialectOf } from '../../../db/connection.ts';
import { dbNumber } from '../../core/rows.ts';
import { countsPerKey } from '../event-report-queries.ts';
import {
  authorsSql,
  contentTypeFilter,
  joinPlainText,
  publishedIn,
  sectionsSql,
  wordCountSql,
} from '../published-content.ts';
import { countPerChicagoDay } from '../report-dates.ts';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';

/**
 * Every item published in the range with what an editor asks of it: type, publish time, authors,
 * sections, length in words, and its page views and visits over the range (daily rollups).
 */
export const contentDetailReport: ReportDefinition = {
  name: 'content-detail',
  title: 'Content detail',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'contentId', label: 'ID', kind: 'id', sortBy: 'contentId' },
    { key: 'title', label: 'Title', kind: 'text', sortBy: 'title' },
    { key: 'type', label: 'Type', kind: 'text', sortBy: 'type' },
    { key: 'published', label: 'Published', kind: 'datetime', sortBy: 'published' },
    { key: 'authors', label: 'Authors', kind: 'text', sortBy: 'authors' },
    { key: 'sections', label: 'Sections', kind: 'text', sortBy: 'sections' },
    { key: 'words', label: 'Words', kind: 'number', sortBy: 'words' },
    { key: 'views', label: 'Views', kind: 'number', sortBy: 'views' },
    { key: 'visits', label: 'Visits', kind: 'number', sortBy: 'visits' },
  ],
  defaultSort: { key: 'published', order: 'desc' },
  filters: [contentTypeFilter],
  chart: { kind: 'bar', label: 'Items published per day' },
  counts: { types: ['pageView'], dimension: 'content' },
  rows: (db, query) =>
    withViews(db, query, joinPlainText(db, publishedIn(db, query))).select({
      site: 'c.tenant_key',
      contentId: 'c.id',
      title: 'c.name',
      type: 'c.type',
      published: 'c.published',
      authors: authorsSql(db),
      sections: sectionsSql(db),
      words: db.raw(wordCountSql),
      views: db.raw('COALESCE(g.events, 0)'),
      visits: db.raw('COALESCE(g.visits, 0)'),
    }),
  present: (row) => ({
    ...row,
    contentId: dbNumber.parse(row.contentId),
    published: dbNumber.parse(row.published),
    authors: row.authors ?? '',
    sections: row.sections ?? '',
    words: dbNumber.parse(row.words),
    views: dbNumber.parse(row.views),
    visits: dbNumber.parse(row.visits),
  }),
  chartPoints: (db, query) => countPerChicagoDay(db, publishedIn(db, query), 'c.published'),
};

/** Joins each item's page views and visits over the range (alias `g`: events, visits). */
export function withViews(db: Knex, query: ReportQuery, rows: Knex.QueryBuilder): Knex.QueryBuilder {
  const pg = dialectOf(db) === 'pg';
  return rows.leftJoin(countsPerKey(db, query).as('g'), function () {
    // PostgreSQL hashes the join on the integer id (on the text key it compared every pair);
    // SQLite finds the text key through an automatic index (on the cast id it compared every pair).
    if (pg) this.on('c.id', db.raw('CAST(g.key AS INTEGER)'));
    else this.on('g.key', db.raw('CAST(c.id AS TEXT)'));
    this.andOn('g.site', 'c.tenant_key');
  });
}
