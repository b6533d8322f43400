import type { Knex } from 'knex';
import { dbNumber } from '../../core/rows.ts';
import { countsPerDay } from '../event-report-queries.ts';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';
import { calendarDays, chicagoDayNumberSql } from './calendar-days.ts';

const measures = ['pageViews', 'visits', 'users', 'registrations', 'logins', 'newsletterSignups'] as const;

/**
 * The site's day-by-day totals, one row per site and Chicago day of the range (days without
 * activity show zeros): page views, visits and signed-in users from the daily rollups (ADR 0079),
 * registrations, logins and newsletter sign-ups counted as their own reports count them. The chart:
 * page views per day.
 */
export const sitePerformanceReport: ReportDefinition = {
  name: 'site-performance',
  title: 'Site performance',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'day', label: 'Day', kind: 'day', sortBy: 'day' },
    { key: 'pageViews', label: 'Page views', kind: 'number', sortBy: 'pageViews' },
    { key: 'visits', label: 'Visits', kind: 'number', sortBy: 'visits' },
    { key: 'users', label: 'Signed-in users', kind: 'number', sortBy: 'users' },
    { key: 'registrations', label: 'Registrations', kind: 'number', sortBy: 'registrations' },
    { key: 'logins', label: 'Logins', kind: 'number', sortBy: 'logins' },
    { key: 'newsletterSignups', label: 'Newsletter sign-ups', kind: 'number', sortBy: 'newsletterSignups' },
  ],
  defaultSort: { key: 'day', order: 'asc' },
  filters: [],
  chart: { kind: 'line', label: 'Page views per day' },
  counts: { types: ['pageView'], dimension: 'site' },
  rows(db, query) {
    const traffic = db
      .from(query.counts!.daily.clone().as('c'))
      .select('c.tenant_key', 'c.day')
      .sum({ page_views: 'c.events', visits: 'c.sessions', users: 'c.users' })
      .groupBy('c.tenant_key', 'c.day');
    const logins = db('site_user_login_days as l')
      .whereIn('l.tenant_key', query.siteKeys)
      .whereBetween('l.day', [query.from, query.to])
      .whereNot('l.kind', 'simulation')
      .select('l.tenant_key', 'l.day')
      .sum({ n: 'l.count' })
      .groupBy('l.tenant_key', 'l.day');
    const rows = db
      .from(calendarDays(db, query.from, query.to).as('d'))
      .crossJoin(db.raw('tenants as s'))
      .whereIn('s.key', query.siteKeys)
      .leftJoin(traffic.as('t'), onSiteDay('t'))
      .leftJoin(perDay(db, query, 'site_users', 'created').as('r'), onSiteDay('r', 'day_number'))
      .leftJoin(logins.as('l'), onSiteDay('l'))
      .leftJoin(
        perDay(db, query, 'newsletter_subscription_events', 'at', (q) => q.where('x.action', 'OptIn')).as('n'),
        onSiteDay('n', 'day_number'),
      )
      .select({ site: 's.key', day: 'd.day' });
    const zero = (column: string) => db.raw(`coalesce(${column}, 0)`);
    return rows.select({
      pageViews: zero('t.page_views'),
      visits: zero('t.visits'),
      users: zero('t.users'),
      registrations: zero('r.n'),
      logins: zero('l.n'),
      newsletterSignups: zero('n.n'),
    });
  },
  present: (row) => ({
    site: row.site,
    day: String(row.day),
    ...Object.fromEntries(measures.map((key) => [key, dbNumber.parse(row[key])])),
  }),
  chartPoints: (db, query) => countsPerDay(db, query),
};

/** Joins a per-site-and-day aggregate to the calendar row of that site and day. */
const onSiteDay = (alias: string, dayColumn = 'day') =>
  function (this: Knex.JoinClause) {
    this.on(`${alias}.tenant_key`, 's.key').andOn(`${alias}.${dayColumn}`, `d.${dayColumn}`);
  };

/**
 * The rows of `table` (aliased x) counted per site and Chicago day number of its epoch-ms
 * `column` — grouped first, so at most a row per site and day meets the calendar.
 */
function perDay(
  db: Knex,
  query: ReportQuery,
  table: string,
  column: string,
  narrow?: (rows: Knex.QueryBuilder) => void,
) {
  const day = chicagoDayNumberSql(`x.${column}`, query.from, query.to);
  const rows = db(`${table} as x`)
    .whereIn('x.tenant_key', query.siteKeys)
    .where(`x.${column}`, '>=', query.fromMs)
    .where(`x.${column}`, '<', query.toMs)
    .select('x.tenant_key', db.raw(`${day} as day_number`))
    .count({ n: '*' })
    .groupBy('x.tenant_key')
    .groupByRaw(day);
  narrow?.(rows);
  return rows;
}
