import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { eventsOfType, eventsPerDay, subjectParts } from '../event-report-queries.ts';

/** Clicks on sponsors' logos in site search, per company and logo (place and link). */
export const sponsoredSearchLogoClicksReport: ReportDefinition = {
  name: 'sponsored-search-logo-clicks',
  title: 'Sponsored search logo clicks',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'company', label: 'Company', kind: 'text', sortBy: 'company' },
    { key: 'place', label: 'Placement', kind: 'text', sortBy: 'subject' },
    { key: 'link', label: 'Link', kind: 'text' },
    { key: 'clicks', label: 'Clicks', kind: 'number', sortBy: 'clicks' },
  ],
  defaultSort: { key: 'clicks', order: 'desc' },
  filters: [],
  chart: { kind: 'bar', label: 'Sponsored search logo clicks per day' },
  rows(db, query) {
    return eventsOfType(db, query, 'sponsoredSearchLogoClick', 'e')
      .leftJoin('content as c', function () {
        this.on('c.id', 'e.company_id').andOn('c.tenant_key', 'e.tenant_key');
      })
      .select({ site: 'e.tenant_key', companyId: 'e.company_id', subject: 'e.subject' })
      .select(db.raw("coalesce(max(c.name), '') as company"))
      .count({ clicks: '*' })
      .groupBy('e.tenant_key', 'e.company_id', 'e.subject');
  },
  present: (row) => {
    const [place = '', link = ''] = subjectParts(row.subject);
    return { site: row.site, company: row.company, place, link, clicks: dbNumber.parse(row.clicks) };
  },
  chartPoints: (db, query) => eventsPerDay(db, query, 'sponsoredSearchLogoClick'),
};
