import type { Knex } from 'knex';
import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { countsPerDay, countsPerKey } from '../event-report-queries.ts';

/**
 * Which recommended items readers choose: clicks on BlueConic recommendations per recommended
 * item (the click's contentId), with the item's title and type, from the daily rollups.
 */
export const blueConicRecommendationsReport: ReportDefinition = {
  name: 'blueconic-recommendations',
  title: 'BlueConic recommendations',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'contentId', label: 'ID', kind: 'id', sortBy: 'contentId' },
    { key: 'title', label: 'Recommended item', kind: 'text', sortBy: 'title' },
    { key: 'type', label: 'Type', kind: 'text', sortBy: 'type' },
    { key: 'clicks', label: 'Clicks', kind: 'number', sortBy: 'clicks' },
    { key: 'uniqueVisits', label: 'Unique visits', kind: 'number', sortBy: 'uniqueVisits' },
  ],
  defaultSort: { key: 'clicks', order: 'desc' },
  filters: [],
  chart: { kind: 'bar', label: 'Recommendation clicks per day' },
  counts: { types: ['blueConicRecommendationClick'], dimension: 'content' },
  rows: (db: Knex, query) =>
    db
      .from(countsPerKey(db, query).as('g'))
      .leftJoin('content as c', function () {
        this.on('c.id', db.raw('CAST(g.key AS INTEGER)')).andOn('c.tenant_key', 'g.site');
      })
      .select({ site: 'g.site', contentId: db.raw('CAST(g.key AS INTEGER)') })
      .select({ title: 'c.name', type: 'c.type', clicks: 'g.events', uniqueVisits: 'g.visits' }),
  present: (row) => ({
    ...row,
    contentId: dbNumber.parse(row.contentId),
    title: row.title ?? `Content ${String(row.contentId)}`,
    type: row.type ?? '',
    clicks: dbNumber.parse(row.clicks),
    uniqueVisits: dbNumber.parse(row.uniqueVisits),
  }),
  chartPoints: (db, query) => countsPerDay(db, query),
};
