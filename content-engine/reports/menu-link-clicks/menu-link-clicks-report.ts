import type { Knex } from 'knex';
import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { countsPerDay, countsPerKey, subjectParts } from '../event-report-queries.ts';

/** Clicks on the site's menus, per menu, label and link (the menuClick subject). */
/** The menus the site's links report clicks from (`data-track-menu`), as it names them. */
const trackedMenus = [
  { value: 'header_primary', label: 'Header primary' },
  { value: 'header_secondary', label: 'Header secondary' },
  { value: 'hamburger', label: 'Hamburger' },
  { value: 'mega_1', label: 'Mega menu 1' },
  { value: 'mega_2', label: 'Mega menu 2' },
  { value: 'mega_3', label: 'Mega menu 3' },
  { value: 'footer', label: 'Footer' },
  { value: 'affiliated_brands', label: 'Affiliated brands' },
  { value: 'social', label: 'Social links' },
];

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
  filters: [{ key: 'menu', label: 'Menu', options: trackedMenus }],
  chart: { kind: 'bar', label: 'Menu link clicks per day' },
  counts: { types: ['menuClick'], dimension: 'subject' },
  rows(db, query) {
    const rows = db
      .from(countsPerKey(db, query).as('g'))
      .select({ site: 'g.site', subject: 'g.key', clicks: 'g.events', uniqueVisits: 'g.visits' });
    onlyMenu(rows, 'g.key', query.filters.menu);
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
  chartPoints: (db, query) => countsPerDay(db, query, (rows) => onlyMenu(rows, 'd.key', query.filters.menu)),
};

/** Narrows to one menu's clicks: the subject is a JSON array whose first element is the menu. */
function onlyMenu(rows: Knex.QueryBuilder, subject: 'g.key' | 'd.key', menu: string | undefined) {
  if (!menu) return;
  const prefix = `${JSON.stringify([menu]).slice(0, -1)},`;
  rows.whereRaw(`substr(${subject}, 1, ?) = ?`, [prefix.length, prefix]);
}
