import { dbNumber } from '../../core/rows.ts';
import type { Knex } from 'knex';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';
import { eventsOfType } from '../event-report-queries.ts';

/** Page views per content item: title, type, views and unique visits (distinct sessions). */
export const contentViewsReport: ReportDefinition = {
  name: 'content-views',
  title: 'Content views',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'contentId', label: 'ID', kind: 'number', sortBy: 'contentId' },
    { key: 'title', label: 'Title', kind: 'text', sortBy: 'title' },
    { key: 'type', label: 'Type', kind: 'text', sortBy: 'type' },
    { key: 'views', label: 'Views', kind: 'number', sortBy: 'views' },
    { key: 'uniqueVisits', label: 'Unique visits', kind: 'number', sortBy: 'uniqueVisits' },
  ],
  defaultSort: { key: 'views', order: 'desc' },
  filters: [{ key: 'type', label: 'Content type' }],
  chart: { kind: 'line', label: 'Page views of content per day' },
  rows(db, query) {
    const rows = eventsOfType(db, query, 'pageView', 'e')
      .whereNotNull('e.content_id')
      .leftJoin('content as c', function () {
        this.on('c.id', 'e.content_id').andOn('c.tenant_key', 'e.tenant_key');
      })
      .select({ site: 'e.tenant_key', contentId: 'e.content_id' })
      .select(db.raw('max(c.name) as title'), db.raw('max(c.type) as type'))
      .count({ views: '*' })
      .countDistinct({ uniqueVisits: 'e.session_id' })
      .groupBy('e.tenant_key', 'e.content_id');
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
async function contentViewsPerDay(db: Knex, query: ReportQuery) {
  const rows = eventsOfType(db, query, 'pageView', 'e')
    .whereNotNull('e.content_id')
    .select('e.day')
    .count({ value: '*' })
    .groupBy('e.day')
    .orderBy('e.day');
  if (query.filters.type)
    rows
      .join('content as c', function () {
        this.on('c.id', 'e.content_id').andOn('c.tenant_key', 'e.tenant_key');
      })
      .where('c.type', query.filters.type);
  return (await rows).map((row) => ({ day: String((row as { day: unknown }).day), value: dbNumber.parse(row.value) }));
}
