import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { eventsOfType, eventsPerDay, subjectParts } from '../event-report-queries.ts';

/** Clicks on the site's menus, per menu, label and link (the menuClick subject). */
export const menuLinkClicksReport: ReportDefinition = {
  name: 'menu-link-clicks',
  title: 'Menu link clicks',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    // The subject is ["menu","label","link"], so sorting by it sorts by menu, then label, then link.
    { key: 'menu', label: 'Menu', kind: 'text', sortBy: 'subject' },
    { key: 'label', label: 'Label', kind: 'text' },
    { key: 'link', label: 'Link', kind: 'text' },
    { key: 'clicks', label: 'Clicks', kind: 'number', sortBy: 'clicks' },
    { key: 'uniqueVisits', label: 'Unique visits', kind: 'number', sortBy: 'uniqueVisits' },
  ],
  defaultSort: { key: 'clicks', order: 'desc' },
  filters: [{ key: 'menu', label: 'Menu' }],
  chart: { kind: 'bar', label: 'Menu link clicks per day' },
  rows(db, query) {
    const rows = eventsOfType(db, query, 'menuClick')
      .select({ site: 'tenant_key', subject: 'subject' })
      .count({ clicks: '*' })
      .countDistinct({ uniqueVisits: 'session_id' })
      .groupBy('tenant_key', 'subject');
    if (query.filters.menu) rows.where('subject', 'like', `${JSON.stringify([query.filters.menu]).slice(0, -1)},%`);
    return rows;
  },
  present: (row) => {
    const [menu = '', label = '', link = ''] = subjectParts(row.subject);
    return {
      site: row.site,
      menu,
      label,
      link,
      clicks: dbNumber.parse(row.clicks),
      uniqueVisits: dbNumber.parse(row.uniqueVisits),
    };
  },
  chartPoints: (db, query) => eventsPerDay(db, query, 'menuClick'),
};
