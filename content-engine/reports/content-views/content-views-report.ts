import { contentTypeEntries } from '../../shared/content-types.ts';
import { dbNumber } from '../../core/rows.ts';
import type { Knex } from 'knex';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';
import { countsPerDay, countsPerKey } from '../event-report-queries.ts';

/**
 * Page views per content item: title, type, views and visits (distinct sessions of each day,
 * summed), from the daily rollups (ADR 0079).
 */
export const contentViewsReport: ReportDefinition = {
  name: 'content-views',
  title: 'Content views',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'contentId', label: 'ID', kind: 'id', sortBy: 'contentId' },
    { key: 'title', label: 'Title', kind: 'text', sortBy: 'title' },
    { key: 'type', label: 'Type', kind: 'text', sortBy: 'type' },
    { key: 'views', label: 'Views', kind: 'number', sortBy: 'views' },
    { key: 'uniqueVisits', label: 'Unique visits', kind: 'number', sortBy: 'uniqueVisits' },
  ],
  defaultSort: { key: 'views', order: 'desc' },
  filters: [
    { key: 'type', label: 'Content type', options: contentTypeEntries.map(({ value, label }) => ({ value, label })) },
  ],
  chart: { kind: 'line', label: 'Page views of content per day' },
  counts: { types: ['pageView'], dimension: 'content' },
  rows(db, query) {
    const rows = db
      .from(countsPerKey(db, query).as('g'))
      .leftJoin('content as c', function () {
        this.on('c.id', db.raw('CAST(g.key AS INTEGER)')).andOn('c.tenant_key', 'g.site');
      })
      .select({ site: 'g.site', contentId: db.raw('CAST(g.key AS INTEGER)') })
      .select({ title: 'c.name', type: 'c.type', views: 'g.events', uniqueVisits: 'g.visits' });
    if (query.filters.type) rows.where('c.type', query.filters.type);
    return rows;
  },
  present: (row) => ({
    ...row,
    contentId: dbNumber.parse(row.contentId),
    title: row.title ?? `Content ${String(row.contentId)}`,
    type: row.type ?? '',
    views: dbNumber.parse(row.views),
    uniqueVisits: dbNumber.parse(row.uniqueVisits),
  }),
  chartPoints: (db, query) => contentViewsPerDay(db, query),
};

/** Page views of content items per Chicago day. */
function contentViewsPerDay(db: Knex, query: ReportQuery) {
  const type = query.filters.type;
  return countsPerDay(db, query, (rows) => {
    if (type)
      rows
        .join('content as c', function () {
          this.on('c.id', db.raw('CAST(d.key AS INTEGER)')).andOn('c.tenant_key', 'd.tenant_key');
        })
        .where('c.type', type);
  });
}
