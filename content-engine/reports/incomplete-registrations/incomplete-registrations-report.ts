import type { Knex } from 'knex';
import { dbNullableNumber, dbNumber, escapeLike } from '../../core/rows.ts';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';
import { countPerChicagoDay } from '../report-dates.ts';
import { hasRequest, lastRequest, remindersSent, requestedMembership } from './registration-requests.ts';

/**
 * People who asked to register within the range (requestRegisterSiteUser keeps them as a pending
 * site user) and have not completed it: when they started and last asked, for which membership,
 * and how many reminders went out; the chart: such starts per Chicago day.
 */
export const incompleteRegistrationsReport: ReportDefinition = {
  name: 'incomplete-registrations',
  title: 'Incomplete registrations',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'email', label: 'Email', kind: 'text', sortBy: 'email' },
    { key: 'started', label: 'Started', kind: 'datetime', sortBy: 'started' },
    { key: 'lastRequest', label: 'Last request', kind: 'datetime', sortBy: 'lastRequest' },
    { key: 'membership', label: 'Membership', kind: 'text', sortBy: 'membership' },
    { key: 'remindersSent', label: 'Reminders sent', kind: 'number', sortBy: 'remindersSent' },
  ],
  defaultSort: { key: 'started', order: 'desc' },
  filters: [
    { key: 'email', label: 'Email contains' },
    { key: 'membership', label: 'Membership contains' },
  ],
  chart: { kind: 'bar', label: 'Incomplete registrations started per day' },
  rows: (db, query) =>
    startedIn(db, query).select({
      site: 'u.tenant_key',
      email: 'u.email',
      started: 'u.created',
      lastRequest: db.raw(lastRequest),
      membership: db.raw(`coalesce(${requestedMembership(db)}, '')`),
      remindersSent: db.raw(remindersSent),
    }),
  present: (row) => ({
    ...row,
    started: dbNumber.parse(row.started),
    lastRequest: dbNullableNumber.parse(row.lastRequest ?? null),
    membership: row.membership ?? '',
    remindersSent: dbNumber.parse(row.remindersSent),
  }),
  chartPoints: (db, query) => countPerChicagoDay(db, startedIn(db, query), 'u.created'),
};

/** Pending users of the query's sites who asked to register within its days, filtered. */
function startedIn(db: Knex, query: ReportQuery) {
  const rows = db('site_users as u')
    .whereIn('u.tenant_key', query.siteKeys)
    .where('u.status', 'pending')
    .where('u.created', '>=', query.fromMs)
    .where('u.created', '<', query.toMs)
    .whereRaw(hasRequest);
  const contains = (text: string) => `%${escapeLike(text.toLowerCase())}%`;
  if (query.filters.email) rows.whereRaw(`lower(u.email) like ? escape '\\'`, [contains(query.filters.email)]);
  if (query.filters.membership)
    rows.whereRaw(`lower(${requestedMembership(db)}) like ? escape '\\'`, [contains(query.filters.membership)]);
  return rows;
}
