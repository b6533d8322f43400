import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { countsPerDay, countsPerKey, subjectParts } from '../event-report-queries.ts';

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
  counts: { types: ['menuClick'], dimension: 'subject' },
  rows(db, query) {
    const rows = db
      .from(countsPerKey(db, query).as('g'))
      .select({ site: 'g.site', subject: 'g.key', clicks: 'g.events', uniqueVisits: 'g.visits' });
    if (query.filters.menu) {
      // The subject is a JSON array starting with the menu: match its exact first element.
      const prefix = `${JSON.stringify([query.filters.menu]).slice(0, -1)},`;
      rows.whereRaw('substr(g.key, 1, ?) = ?', [prefix.length, prefix]);
    }
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
  chartPoints: (db, query) =>
    countsPerDay(db, query, (rows) => {
      const menu = query.filters.menu;
      if (menu) {
        const prefix = `${JSON.stringify([menu]).slice(0, -1)},`;
        rows.whereRaw('substr(d.key, 1, ?) = ?', [prefix.length, prefix]);
      }
    }),
};
