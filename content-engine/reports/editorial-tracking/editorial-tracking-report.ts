import type { Knex } from 'knex';
import { dbNumber } from '../../core/rows.ts';
import { contentTypeFilter } from '../published-content.ts';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';
import { countPerChicagoDay } from '../report-dates.ts';

// A create that set the status PUBLISHED (the history stores the status by name).
const createdPublished = `h.action = 'create' AND h.changes LIKE '%"field":"status","before":null,"after":"PUBLISHED"%'`;
const publishedSql = `(h.action = 'publish' OR (${createdPublished}))`;
const countWhen = (db: Knex, condition: string) => db.raw(`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`);

/**
 * Who did the editorial work: per CMS user, the content items they created, edited, published
 * (Publish, or a create straight to published), scheduled and unpublished within the Chicago days,
 * from the admin history (history_entries). The chart: publications per day.
 */
export const editorialTrackingReport: ReportDefinition = {
  name: 'editorial-tracking',
  title: 'Editorial tracking',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'username', label: 'User', kind: 'text', sortBy: 'username' },
    { key: 'created', label: 'Created', kind: 'number', sortBy: 'created' },
    { key: 'edited', label: 'Edits', kind: 'number', sortBy: 'edited' },
    { key: 'published', label: 'Published', kind: 'number', sortBy: 'published' },
    { key: 'scheduled', label: 'Scheduled', kind: 'number', sortBy: 'scheduled' },
    { key: 'unpublished', label: 'Unpublished', kind: 'number', sortBy: 'unpublished' },
    { key: 'items', label: 'Items touched', kind: 'number', sortBy: 'items' },
  ],
  defaultSort: { key: 'published', order: 'desc' },
  filters: [contentTypeFilter],
  chart: { kind: 'bar', label: 'Items published per day' },
  rows: (db, query) =>
    contentHistoryIn(db, query)
      .select({ site: 'h.tenant_key', username: 'h.username' })
      .select({
        created: countWhen(db, "h.action = 'create'"),
        edited: countWhen(db, "h.action = 'update'"),
        published: countWhen(db, publishedSql),
        scheduled: countWhen(db, "h.action = 'schedule'"),
        unpublished: countWhen(db, "h.action = 'unpublish'"),
        items: db.raw('COUNT(DISTINCT h.entity_id)'),
      })
      .groupBy('h.tenant_key', 'h.username'),
  present: (row) => ({
    ...row,
    ...Object.fromEntries(
      ['created', 'edited', 'published', 'scheduled', 'unpublished', 'items'].map((k) => [
        k,
        dbNumber.parse(row[k] ?? 0),
      ]),
    ),
  }),
  chartPoints: (db, query) => countPerChicagoDay(db, contentHistoryIn(db, query).whereRaw(publishedSql), 'h.at'),
};

/** History entries on content items of the query's sites within its instants (alias `h`). */
function contentHistoryIn(db: Knex, query: ReportQuery) {
  const rows = db('history_entries as h')
    .whereIn('h.tenant_key', query.siteKeys)
    .where('h.at', '>=', query.fromMs)
    .where('h.at', '<', query.toMs)
    .where('h.entity_type', 'content');
  if (query.filters.type)
    rows
      // Compared as text: entity ids of other entity types need not be numbers.
      .join('content as c', function () {
        this.on('h.entity_id', '=', db.raw('CAST(c.id AS TEXT)')).andOn('c.tenant_key', 'h.tenant_key');
      })
      .where('c.type', query.filters.type);
  return rows;
}
