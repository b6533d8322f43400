import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { countsPerDay, countsPerKey, subjectParts } from '../event-report-queries.ts';

/**
 * Page views BlueConic brought: visitors who arrived through a BlueConic dialog or notification
 * that redirects (`?bcRedirect=<dialog>`, ADR 0068), per dialog — arrivals and unique visits —
 * from the daily rollups (blueConicRedirect events, subject dimension).
 */
export const blueConicPageViewsReport: ReportDefinition = {
  name: 'blueconic-page-views',
  title: 'BlueConic page views',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'dialog', label: 'BlueConic dialog', kind: 'text', sortBy: 'subject' },
    { key: 'pageViews', label: 'Page views', kind: 'number', sortBy: 'pageViews' },
    { key: 'uniqueVisits', label: 'Unique visits', kind: 'number', sortBy: 'uniqueVisits' },
  ],
  defaultSort: { key: 'pageViews', order: 'desc' },
  filters: [],
  chart: { kind: 'line', label: 'Page views from BlueConic per day' },
  counts: { types: ['blueConicRedirect'], dimension: 'subject' },
  rows: (db, query) =>
    db
      .from(countsPerKey(db, query).as('g'))
      .select({ site: 'g.site', subject: 'g.key', pageViews: 'g.events', uniqueVisits: 'g.visits' }),
  present: (row) => ({
    site: row.site,
    dialog: subjectParts(row.subject)[0] ?? '',
    pageViews: dbNumber.parse(row.pageViews),
    uniqueVisits: dbNumber.parse(row.uniqueVisits),
  }),
  chartPoints: (db, query) => countsPerDay(db, query),
};
