import { dbNumber } from '../../core/rows.ts';
import { withViews } from '../content-detail/content-detail-report.ts';
import { chicagoDay } from '../../shared/chicago-day.ts';
import { contentTypeFilter, publishedIn } from '../published-content.ts';
import type { ReportDefinition } from '../report-definition.ts';

/**
 * Which of the items published in the range did best: their page views and visits over the range
 * (daily rollups), and views per day live (views ÷ days from publication to the range's end).
 * The chart: those views summed by the items' publication day.
 */
const hourMs = 3_600_000;

export const topContentPagesByPubDateReport: ReportDefinition = {
  name: 'top-content-pages-by-pub-date',
  title: 'Top content pages by publication date',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'contentId', label: 'ID', kind: 'id', sortBy: 'contentId' },
    { key: 'title', label: 'Title', kind: 'text', sortBy: 'title' },
    { key: 'type', label: 'Type', kind: 'text', sortBy: 'type' },
    { key: 'published', label: 'Published', kind: 'datetime', sortBy: 'published' },
    { key: 'views', label: 'Views', kind: 'number', sortBy: 'views' },
    { key: 'visits', label: 'Visits', kind: 'number', sortBy: 'visits' },
    { key: 'viewsPerDay', label: 'Views per day live', kind: 'number', sortBy: 'viewsPerDay' },
  ],
  defaultSort: { key: 'views', order: 'desc' },
  filters: [contentTypeFilter],
  chart: { kind: 'bar', label: 'Page views of the items, by their publication day' },
  counts: { types: ['pageView'], dimension: 'content' },
  rows: (db, query) =>
    withViews(db, query, publishedIn(db, query)).select({
      site: 'c.tenant_key',
      contentId: 'c.id',
      title: 'c.name',
      type: 'c.type',
      published: 'c.published',
      views: db.raw('COALESCE(g.events, 0)'),
      visits: db.raw('COALESCE(g.visits, 0)'),
      // Days live up to the range's end (or now), in started days: an item published at 23:00 has had one.
      viewsPerDay: db.raw(
        'ROUND(COALESCE(g.events, 0) * 1.0 / ((CAST(? AS BIGINT) - c.published + 86399999) / 86400000), 1)',
        [Math.min(query.toMs, Date.now())],
      ),
    }),
  present: (row) => ({
    ...row,
    contentId: dbNumber.parse(row.contentId),
    published: dbNumber.parse(row.published),
    views: dbNumber.parse(row.views),
    visits: dbNumber.parse(row.visits),
    viewsPerDay: dbNumber.parse(row.viewsPerDay),
  }),
  // By publication day: what each day's publishing earned over the range — from the items' totals
  // (one row per item) rather than their daily counts over the whole range.
  chartPoints: async (db, query) => {
    const hourStart = `(c.published - (c.published % ${hourMs}))`;
    const hours: { hour_start: unknown; value: unknown }[] = await withViews(db, query, publishedIn(db, query))
      .select(db.raw(`${hourStart} as hour_start`), db.raw('SUM(COALESCE(g.events, 0)) as value'))
      .groupByRaw(hourStart);
    const days = new Map<string, number>();
    for (const hour of hours) {
      const day = chicagoDay(dbNumber.parse(hour.hour_start));
      days.set(day, (days.get(day) ?? 0) + dbNumber.parse(hour.value));
    }
    return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, value]) => ({ day, value }));
  },
};
