import { contentTypeEntries } from '../../shared/content-types.ts';
import { dbNumber } from '../../core/rows.ts';
import type { Knex } from 'knex';
import type { ReportChartPoint, ReportDefinition, ReportQuery } from '../report-definition.ts';
import { trackingCounts } from '../../tracking-rollups/tracking-counts.ts';
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

/**
 * Page views of content per Chicago day. Without a type filter, from the page-type counts (the
 * pageView subject: a few rows a day, where the items' counts hold thousands) — the same events
 * when content pages carry their item's id, as the site's pages do; with one, the items' counts.
 */
async function contentViewsPerDay(db: Knex, query: ReportQuery): Promise<ReportChartPoint[]> {
  const type = query.filters.type;
  if (type)
    return countsPerDay(db, query, (rows) =>
      rows
        .join('content as c', function () {
          this.on('c.id', db.raw('CAST(d.key AS INTEGER)')).andOn('c.tenant_key', 'd.tenant_key');
        })
        .where('c.type', type),
    );
  const { source } = await trackingCounts(db, {
    tenantKeys: query.siteKeys,
    from: query.from,
    to: query.to,
    types: ['pageView'],
    dimension: 'subject',
  });
  const rows: { day: unknown; value: unknown }[] = await db
    .from(source.as('d'))
    .where('d.key', JSON.stringify(['content']))
    .select('d.day')
    .sum({ value: 'd.events' })
    .groupBy('d.day')
    .orderBy('d.day');
  return rows.map((row) => ({ day: String(row.day), value: dbNumber.parse(row.value) }));
}
