import type { Knex } from 'knex';
import { dbNumber, escapeLike } from '../../core/rows.ts';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';

/**
 * Site users who signed in within the range (site_user_login_days, migration 0040): who, how
 * often, on how many days, and their last day; the chart: logins per Chicago day. A login is a
 * password login or the sign-in that ends a registration; editors' simulations are not counted.
 */
export const loginReport: ReportDefinition = {
  name: 'login',
  title: 'Logins',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'email', label: 'Email', kind: 'text', sortBy: 'email' },
    { key: 'firstName', label: 'First name', kind: 'text', sortBy: 'firstName' },
    { key: 'lastName', label: 'Last name', kind: 'text', sortBy: 'lastName' },
    { key: 'company', label: 'Company', kind: 'text', sortBy: 'company' },
    { key: 'logins', label: 'Logins', kind: 'number', sortBy: 'logins' },
    { key: 'daysActive', label: 'Days active', kind: 'number', sortBy: 'daysActive' },
    { key: 'lastLogin', label: 'Last login', kind: 'day', sortBy: 'lastLogin' },
  ],
  defaultSort: { key: 'logins', order: 'desc' },
  filters: [
    { key: 'company', label: 'Company contains' },
    { key: 'email', label: 'Email contains' },
  ],
  chart: { kind: 'bar', label: 'Logins per day' },
  rows(db, query) {
    // Summed per user first, then joined to the user: grouping by the ids alone is what is fast.
    const perUser = loginDays(db, query)
      .select({ tenant_key: 'l.tenant_key', site_user_id: 'l.site_user_id' })
      .sum({ logins: 'l.count' })
      .countDistinct({ days_active: 'l.day' })
      .max({ last_login: 'l.day' })
      .groupBy('l.tenant_key', 'l.site_user_id');
    return db
      .from(perUser.as('g'))
      .join('site_users as u', 'u.id', 'g.site_user_id')
      .select({
        site: 'g.tenant_key',
        email: 'u.email',
        firstName: 'u.first_name',
        lastName: 'u.last_name',
        company: db.raw("coalesce(u.company, '')"),
        logins: 'g.logins',
        daysActive: 'g.days_active',
        lastLogin: 'g.last_login',
      });
  },
  present: (row) => ({
    ...row,
    logins: dbNumber.parse(row.logins),
    daysActive: dbNumber.parse(row.daysActive),
  }),
  async chartPoints(db, query) {
    const rows = loginDays(db, query).select('l.day').sum({ value: 'l.count' }).groupBy('l.day').orderBy('l.day');
    const days = (await rows) as { day: unknown; value: unknown }[];
    return days.map((row) => ({ day: String(row.day), value: dbNumber.parse(row.value) }));
  },
};

/** The login-day rows of the query's sites and days (the primary key's range), filtered. */
function loginDays(db: Knex, query: ReportQuery) {
  const rows = db('site_user_login_days as l')
    .whereIn('l.tenant_key', query.siteKeys)
    .where('l.day', '>=', query.from)
    .where('l.day', '<=', query.to)
    .whereNot('l.kind', 'simulation');
  if (query.filters.company || query.filters.email) rows.join('site_users as u', 'u.id', 'l.site_user_id');
  for (const key of ['company', 'email'] as const) {
    const text = query.filters[key];
    if (text) rows.whereRaw(`lower(u.${key}) like ? escape '\\'`, [`%${escapeLike(text.toLowerCase())}%`]);
  }
  return rows;
}
