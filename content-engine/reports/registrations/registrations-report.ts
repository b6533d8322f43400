import type { Knex } from 'knex';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';
import { countPerChicagoDay } from '../report-dates.ts';

/** Site users who registered in the range: who they are and when (the chart: per Chicago day). */
export const registrationsReport: ReportDefinition = {
  name: 'registrations',
  title: 'Registrations',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'registered', label: 'Registered', kind: 'datetime', sortBy: 'registered' },
    { key: 'email', label: 'Email', kind: 'text', sortBy: 'email' },
    { key: 'firstName', label: 'First name', kind: 'text', sortBy: 'firstName' },
    { key: 'lastName', label: 'Last name', kind: 'text', sortBy: 'lastName' },
    { key: 'company', label: 'Company', kind: 'text', sortBy: 'company' },
    { key: 'status', label: 'Status', kind: 'text', sortBy: 'status' },
  ],
  defaultSort: { key: 'registered', order: 'desc' },
  filters: [],
  chart: { kind: 'bar', label: 'Registrations per day' },
  rows: (db, query) =>
    registeredIn(db, query).select({
      site: 'tenant_key',
      registered: 'created',
      email: 'email',
      firstName: 'first_name',
      lastName: 'last_name',
      company: 'company',
      status: 'status',
    }),
  present: (row) => ({ ...row, registered: Number(row.registered) }),
  chartPoints: (db, query) => countPerChicagoDay(db, registeredIn(db, query), 'created'),
};

/** The site users of the query's sites registered within its Chicago days. */
const registeredIn = (db: Knex, query: ReportQuery) =>
  db('site_users')
    .whereIn('tenant_key', query.siteKeys)
    .where('created', '>=', query.fromMs)
    .where('created', '<', query.toMs);
