import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { countsPerDay, countsPerKeyByType, percentSql, subjectParts } from '../event-report-queries.ts';

const viewType = 'blueConicRecommendationView';
const clickType = 'blueConicRecommendationClick';

/**
 * How each BlueConic recommendation list performs, per placement (the block or in the body) and
 * source (the BlueConic client or the engine's fallback): times a list was seen (half in view),
 * clicks on its items and the click-through rate, from the daily rollups (subject dimension).
 */
export const blueConicClientReport: ReportDefinition = {
  name: 'blueconic-client',
  title: 'BlueConic clients',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'placement', label: 'Placement', kind: 'text', sortBy: 'subject' },
    { key: 'source', label: 'Source', kind: 'text' },
    { key: 'views', label: 'List views', kind: 'number', sortBy: 'views' },
    { key: 'clicks', label: 'Clicks', kind: 'number', sortBy: 'clicks' },
    { key: 'clickThrough', label: 'Click-through %', kind: 'number', sortBy: 'clickThrough' },
  ],
  defaultSort: { key: 'views', order: 'desc' },
  filters: [],
  chart: { kind: 'line', label: 'Recommendation list views per day' },
  counts: { types: [viewType, clickType], dimension: 'subject' },
  rows: (db, query) =>
    db
      .from(countsPerKeyByType(db, query, { views: viewType, clicks: clickType }).as('g'))
      .select({ site: 'g.site', subject: 'g.key', views: 'g.views', clicks: 'g.clicks' })
      .select(db.raw(`${percentSql('g.clicks', 'g.views')} as ??`, ['clickThrough'])),
  present: (row) => {
    const [placement = '', source = ''] = subjectParts(row.subject);
    return {
      site: row.site,
      placement,
      source,
      views: dbNumber.parse(row.views),
      clicks: dbNumber.parse(row.clicks),
      clickThrough: row.clickThrough === null ? null : Number(row.clickThrough),
    };
  },
  chartPoints: (db, query) => countsPerDay(db, query, (rows) => rows.where('d.type', viewType)),
};
