import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { eventsOfType, eventsPerDay } from '../event-report-queries.ts';

const redirect = 'blueConicRedirect';

/** The dialog of a stored blueConicRedirect payload ({"dialog": "…"}), '' when it has none. */
function dialogOf(payload: unknown): string {
  if (typeof payload !== 'string') return '';
  try {
    const parsed = JSON.parse(payload) as { dialog?: unknown };
    return typeof parsed.dialog === 'string' ? parsed.dialog : '';
  } catch {
    return '';
  }
}

/**
 * Page views that arrived through a BlueConic redirect (the `bcRedirect` parameter, sent as a
 * blueConicRedirect event with the dialog's name), per dialog and landing content item: views
 * and visits (distinct sessions). From the raw events — a low-volume type.
 */
export const blueconicPageViewsReport: ReportDefinition = {
  name: 'blueconic-page-views',
  title: 'BlueConic page views',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'dialog', label: 'BlueConic dialog', kind: 'text', sortBy: 'payload' },
    { key: 'contentId', label: 'Landing item ID', kind: 'id', sortBy: 'contentId' },
    { key: 'title', label: 'Landing item', kind: 'text', sortBy: 'title' },
    { key: 'views', label: 'Page views', kind: 'number', sortBy: 'views' },
    { key: 'visits', label: 'Visits', kind: 'number', sortBy: 'visits' },
  ],
  defaultSort: { key: 'views', order: 'desc' },
  filters: [{ key: 'dialog', label: 'Dialog contains' }],
  chart: { kind: 'bar', label: 'BlueConic redirect page views per day' },
  rows(db, query) {
    const rows = eventsOfType(db, query, redirect, 'e')
      .leftJoin('content as c', function () {
        this.on('c.id', 'e.content_id').andOn('c.tenant_key', 'e.tenant_key');
      })
      .select({ site: 'e.tenant_key', payload: 'e.payload', contentId: 'e.content_id' })
      .select(db.raw("coalesce(max(c.name), '') as title"))
      .count({ views: '*' })
      .select(db.raw('count(distinct e.session_id) as visits'))
      .groupBy('e.tenant_key', 'e.payload', 'e.content_id');
    if (query.filters.dialog)
      rows.whereRaw('lower(e.payload) like ?', [`%"dialog":"%${query.filters.dialog.toLowerCase()}%`]);
    return rows;
  },
  present: (row) => ({
    site: row.site,
    dialog: dialogOf(row.payload),
    contentId: row.contentId === null ? null : dbNumber.parse(row.contentId),
    title: row.title,
    views: dbNumber.parse(row.views),
    visits: dbNumber.parse(row.visits),
  }),
  chartPoints: (db, query) => eventsPerDay(db, query, redirect),
};
