import type { Knex } from 'knex';
import { dbNumber, escapeLike } from '../../core/rows.ts';
import { countsPerDay, countsPerKey } from '../event-report-queries.ts';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';
import { ipGatingSites } from './ip-gating-sites.ts';

/**
 * Page views by visitors whose address a site licence covered (the server matched it when storing
 * the view: tracking_events.site_license_id), per licence with its company — from the daily
 * rollups by licence (ADR 0079). Only sites that allow IP gating are counted, as the spec shows
 * the report only there. The chart: licensed page views per Chicago day.
 */
export const siteLicenseCompanyPageViewsReport: ReportDefinition = {
  name: 'site-license-company-page-views',
  title: 'Site licence company page views',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'licenseId', label: 'Licence ID', kind: 'number', sortBy: 'licenseId' },
    { key: 'company', label: 'Company', kind: 'text', sortBy: 'company' },
    { key: 'status', label: 'Licence status', kind: 'text', sortBy: 'status' },
    { key: 'pageViews', label: 'Page views', kind: 'number', sortBy: 'pageViews' },
    { key: 'visits', label: 'Visits', kind: 'number', sortBy: 'visits' },
  ],
  defaultSort: { key: 'pageViews', order: 'desc' },
  filters: [{ key: 'company', label: 'Company contains' }],
  chart: { kind: 'line', label: 'Page views by licensed visitors per day' },
  counts: { types: ['pageView'], dimension: 'license' },
  rows(db, query) {
    const rows = db
      .from(countsPerKey(db, query).as('g'))
      .leftJoin('site_licenses as l', function () {
        this.on('l.id', db.raw('CAST(g.key AS INTEGER)')).andOn('l.tenant_key', 'g.site');
      })
      .whereIn('g.site', ipGatingSites(db, query.siteKeys))
      .select({ site: 'g.site', licenseId: db.raw('CAST(g.key AS INTEGER)') })
      .select({
        // No foreign key: a deleted licence keeps its page views and is named by its id.
        company: db.raw("coalesce(l.company_name, 'Deleted licence ' || g.key)"),
        status: db.raw("coalesce(l.status, 'deleted')"),
        pageViews: 'g.events',
        visits: 'g.visits',
      });
    companyNamed(rows, query);
    return rows;
  },
  present: (row) => ({
    ...row,
    licenseId: dbNumber.parse(row.licenseId),
    pageViews: dbNumber.parse(row.pageViews),
    visits: dbNumber.parse(row.visits),
  }),
  chartPoints: (db, query) =>
    countsPerDay(db, query, (rows) => {
      rows.whereIn('d.tenant_key', ipGatingSites(db, query.siteKeys));
      if (query.filters.company)
        companyNamed(
          rows.join('site_licenses as l', function () {
            this.on('l.id', db.raw('CAST(d.key AS INTEGER)')).andOn('l.tenant_key', 'd.tenant_key');
          }),
          query,
        );
    }),
};

/** Narrows to licences whose company name contains the company filter. */
function companyNamed(rows: Knex.QueryBuilder, query: ReportQuery) {
  const text = query.filters.company;
  if (text) rows.whereRaw(`lower(l.company_name) like ? escape '\\'`, [`%${escapeLike(text.toLowerCase())}%`]);
}
