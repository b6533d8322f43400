import type { Knex } from 'knex';
import { dbNumber } from '../../core/rows.ts';
import { ContentStatus } from '../../shared/enums.ts';
import { countsPerDay, countsPerKey } from '../event-report-queries.ts';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';

/**
 * The sites side by side over the range: page views and visits (daily rollups, whole-site
 * dimension), registrations, items published and views per visit. The chart: page views of all
 * the sites shown, per day.
 */
export const crossSiteReport: ReportDefinition = {
  name: 'cross-site',
  title: 'Cross-site summary',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'pageViews', label: 'Page views', kind: 'number', sortBy: 'pageViews' },
    { key: 'visits', label: 'Visits', kind: 'number', sortBy: 'visits' },
    { key: 'viewsPerVisit', label: 'Views per visit', kind: 'number', sortBy: 'viewsPerVisit' },
    { key: 'registrations', label: 'Registrations', kind: 'number', sortBy: 'registrations' },
    { key: 'published', label: 'Items published', kind: 'number', sortBy: 'published' },
  ],
  defaultSort: { key: 'pageViews', order: 'desc' },
  filters: [],
  chart: { kind: 'line', label: 'Page views per day' },
  counts: { types: ['pageView'], dimension: 'site' },
  rows: (db, query) =>
    db('tenants as t')
      .whereIn('t.key', query.siteKeys)
      .leftJoin(countsPerKey(db, query).as('g'), 'g.site', 't.key')
      .select({
        site: 't.key',
        pageViews: db.raw('COALESCE(g.events, 0)'),
        visits: db.raw('COALESCE(g.visits, 0)'),
        viewsPerVisit: db.raw(
          'CASE WHEN COALESCE(g.visits, 0) = 0 THEN 0 ELSE ROUND(g.events * 1.0 / g.visits, 2) END',
        ),
        registrations: registrationsOf(db, query),
        published: publishedOf(db, query),
      }),
  present: (row) => ({
    ...row,
    ...Object.fromEntries(
      ['pageViews', 'visits', 'viewsPerVisit', 'registrations', 'published'].map((k) => [k, dbNumber.parse(row[k])]),
    ),
  }),
  chartPoints: (db, query) => countsPerDay(db, query),
};

const registrationsOf = (db: Knex, query: ReportQuery) =>
  db('site_users as u')
    .count('*')
    .whereRaw('u.tenant_key = t.key')
    .where('u.created', '>=', query.fromMs)
    .where('u.created', '<', query.toMs);

const publishedOf = (db: Knex, query: ReportQuery) =>
  db('content as c')
    .count('*')
    .whereRaw('c.tenant_key = t.key')
    .where('c.status', ContentStatus.PUBLISHED)
    .where('c.published', '>=', query.fromMs)
    .where('c.published', '<', Math.min(query.toMs, Date.now() + 1));
