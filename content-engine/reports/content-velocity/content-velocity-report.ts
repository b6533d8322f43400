import { dbNumber } from '../../core/rows.ts';
import { contentTypeFilter, publishedIn } from '../published-content.ts';
import { countPerChicagoDay, daysInRange } from '../report-dates.ts';
import type { ReportDefinition } from '../report-definition.ts';

/**
 * How fast each site publishes: items published in the range per content type, with the average
 * per week over the range (count × 7 ÷ days). The chart: items published per day.
 */
export const contentVelocityReport: ReportDefinition = {
  name: 'content-velocity',
  title: 'Content velocity',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'type', label: 'Type', kind: 'text', sortBy: 'type' },
    { key: 'published', label: 'Published', kind: 'number', sortBy: 'published' },
    { key: 'perWeek', label: 'Per week (average)', kind: 'number', sortBy: 'perWeek' },
  ],
  defaultSort: { key: 'published', order: 'desc' },
  filters: [contentTypeFilter],
  chart: { kind: 'bar', label: 'Items published per day' },
  rows: (db, query) =>
    publishedIn(db, query)
      .select({ site: 'c.tenant_key', type: 'c.type' })
      .count({ published: '*' })
      // The days are a whole number computed here, so inlining it is safe.
      .select({ perWeek: db.raw(`ROUND(COUNT(*) * 7.0 / ${daysInRange(query.from, query.to)}, 1)`) })
      .groupBy('c.tenant_key', 'c.type'),
  present: (row) => ({
    ...row,
    published: dbNumber.parse(row.published),
    perWeek: dbNumber.parse(row.perWeek),
  }),
  chartPoints: (db, query) => countPerChicagoDay(db, publishedIn(db, query), 'c.published'),
};
