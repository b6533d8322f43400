import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import {
  clicksPerDay,
  presentRate,
  recommendationClick,
  recommendationView,
  viewsAndClicksPerKey,
} from './blueconic-counts.ts';

/**
 * BlueConic recommendations per content item, from the daily rollups (ADR 0079, dimension
 * `content`): clicks on the item in a recommendation list (the click's payload.contentId), and
 * the recommendation lists seen on the item's own page (a view event carries the list's ids as
 * one text, so its content is the page's item) — see docs/REPORTS.md.
 */
export const blueconicRecommendationsReport: ReportDefinition = {
  name: 'blueconic-recommendations',
  title: 'BlueConic recommendations',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'contentId', label: 'ID', kind: 'id', sortBy: 'contentId' },
    { key: 'title', label: 'Title', kind: 'text', sortBy: 'title' },
    { key: 'views', label: 'Recommendation views', kind: 'number', sortBy: 'views' },
    { key: 'clicks', label: 'Recommendation clicks', kind: 'number', sortBy: 'clicks' },
    { key: 'ctr', label: 'Click-through rate (%)', kind: 'number', sortBy: 'ctr' },
  ],
  defaultSort: { key: 'clicks', order: 'desc' },
  filters: [{ key: 'title', label: 'Title contains' }],
  chart: { kind: 'line', label: 'Recommendation clicks per day' },
  counts: { types: [recommendationView, recommendationClick], dimension: 'content' },
  rows(db, query) {
    const rows = db
      .from(viewsAndClicksPerKey(db, query).as('g'))
      .leftJoin('content as c', function () {
        this.on('c.id', db.raw('CAST(g.key AS INTEGER)')).andOn('c.tenant_key', 'g.site');
      })
      .select({ site: 'g.site', contentId: db.raw('CAST(g.key AS INTEGER)') })
      .select({ title: 'c.name', views: 'g.views', clicks: 'g.clicks', ctr: 'g.ctr' });
    if (query.filters.title) rows.whereRaw('lower(c.name) like ?', [`%${query.filters.title.toLowerCase()}%`]);
    return rows;
  },
  present: (row) => ({
    site: row.site,
    contentId: dbNumber.parse(row.contentId),
    title: row.title ?? `Content ${String(row.contentId)}`,
    views: dbNumber.parse(row.views),
    clicks: dbNumber.parse(row.clicks),
    ctr: presentRate(row.ctr),
  }),
  chartPoints: (db, query) => clicksPerDay(db, query),
};
