import type { Knex } from 'knex';
import { dbNumber, escapeLike } from '../../core/rows.ts';
import { countsPerDay } from '../event-report-queries.ts';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';

const types = { pageViews: 'pageView', websiteClicks: 'companyWebsiteClick', socialClicks: 'companySocialClick' };

/**
 * Per company: page views and visits of its pages (its own page and its items), and clicks on its
 * website and social links — from the daily rollups by the page's company (ADR 0079). The
 * chart: page views of company pages per Chicago day.
 */
export const companyEngagementReport: ReportDefinition = {
  name: 'company-engagement',
  title: 'Company engagement',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'companyId', label: 'ID', kind: 'number', sortBy: 'companyId' },
    { key: 'company', label: 'Company', kind: 'text', sortBy: 'company' },
    { key: 'pageViews', label: 'Page views', kind: 'number', sortBy: 'pageViews' },
    { key: 'visits', label: 'Visits', kind: 'number', sortBy: 'visits' },
    { key: 'websiteClicks', label: 'Website clicks', kind: 'number', sortBy: 'websiteClicks' },
    { key: 'socialClicks', label: 'Social clicks', kind: 'number', sortBy: 'socialClicks' },
  ],
  defaultSort: { key: 'pageViews', order: 'desc' },
  filters: [{ key: 'company', label: 'Company contains' }],
  chart: { kind: 'line', label: 'Page views of company pages per day' },
  counts: { types: Object.values(types), dimension: 'company' },
  rows(db, query) {
    const sumOf = (type: string, column: 'events' | 'sessions') =>
      db.raw(`sum(case when t.type = ? then t.${column} else 0 end)`, [type]);
    const perCompany = db
      .from(query.counts!.total.clone().as('t'))
      .select({ site: 't.tenant_key', key: 't.key' })
      .select({
        page_views: sumOf(types.pageViews, 'events'),
        visits: sumOf(types.pageViews, 'sessions'),
        website_clicks: sumOf(types.websiteClicks, 'events'),
        social_clicks: sumOf(types.socialClicks, 'events'),
      })
      .groupBy('t.tenant_key', 't.key');
    const rows = db
      .from(perCompany.as('g'))
      .leftJoin('content as c', function () {
        this.on('c.id', db.raw('CAST(g.key AS INTEGER)')).andOn('c.tenant_key', 'g.site');
      })
      .select({
        site: 'g.site',
        companyId: db.raw('CAST(g.key AS INTEGER)'),
        company: db.raw("coalesce(c.name, 'Company ' || g.key)"),
      })
      .select({
        pageViews: 'g.page_views',
        visits: 'g.visits',
        websiteClicks: 'g.website_clicks',
        socialClicks: 'g.social_clicks',
      });
    companyNamed(rows, 'c', query);
    return rows;
  },
  present: (row) => ({
    ...row,
    companyId: dbNumber.parse(row.companyId),
    pageViews: dbNumber.parse(row.pageViews),
    visits: dbNumber.parse(row.visits),
    websiteClicks: dbNumber.parse(row.websiteClicks),
    socialClicks: dbNumber.parse(row.socialClicks),
  }),
  chartPoints: (db, query) =>
    countsPerDay(db, query, (rows) => {
      rows.where('d.type', types.pageViews);
      if (query.filters.company)
        companyNamed(
          rows.join('content as c', function () {
            this.on('c.id', db.raw('CAST(d.key AS INTEGER)')).andOn('c.tenant_key', 'd.tenant_key');
          }),
          'c',
          query,
        );
    }),
};

/** Narrows to companies whose name contains the company filter. */
function companyNamed(rows: Knex.QueryBuilder, alias: string, query: ReportQuery) {
  const text = query.filters.company;
  if (text) rows.whereRaw(`lower(${alias}.name) like ? escape '\\'`, [`%${escapeLike(text.toLowerCase())}%`]);
}
