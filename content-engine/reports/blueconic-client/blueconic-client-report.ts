import { dbNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { subjectParts } from '../event-report-queries.ts';
import {
  clicksPerDay,
  presentRate,
  recommendationClick,
  recommendationView,
  viewsAndClicksPerKey,
} from '../blueconic-recommendations/blueconic-counts.ts';

/**
 * BlueConic recommendations per placement (block, body) and source (the recommender that
 * answered: blueconic or local) — the events' subject, from the daily rollups (ADR 0079):
 * lists seen, clicks and the click-through rate.
 */
export const blueconicClientReport: ReportDefinition = {
  name: 'blueconic-client',
  title: 'BlueConic placements',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'placement', label: 'Placement', kind: 'text', sortBy: 'subject' },
    { key: 'source', label: 'Source', kind: 'text' },
    { key: 'views', label: 'List views', kind: 'number', sortBy: 'views' },
    { key: 'clicks', label: 'Clicks', kind: 'number', sortBy: 'clicks' },
    { key: 'ctr', label: 'Click-through rate (%)', kind: 'number', sortBy: 'ctr' },
  ],
  defaultSort: { key: 'views', order: 'desc' },
  filters: [
    {
      key: 'placement',
      label: 'Placement',
      options: [
        { value: 'block', label: 'Recommendations block' },
        { value: 'body', label: 'In the content body' },
      ],
    },
  ],
  chart: { kind: 'line', label: 'Recommendation clicks per day' },
  counts: { types: [recommendationView, recommendationClick], dimension: 'subject' },
  rows(db, query) {
    const rows = db
      .from(viewsAndClicksPerKey(db, query).as('g'))
      .select({ site: 'g.site', subject: 'g.key', views: 'g.views', clicks: 'g.clicks', ctr: 'g.ctr' });
    const like = placementLike(query.filters.placement);
    if (like) rows.where('g.key', 'like', like);
    return rows;
  },
  present: (row) => {
    const [placement = '', source = ''] = subjectParts(row.subject);
    return {
      site: row.site,
      placement,
      source,
      views: dbNumber.parse(row.views),
      clicks: dbNumber.parse(row.clicks),
      ctr: presentRate(row.ctr),
    };
  },
  chartPoints: (db, query) => clicksPerDay(db, query, placementLike(query.filters.placement)),
};

/** The LIKE pattern of the subjects of one placement (the JSON array's text starts with it). */
const placementLike = (placement: string | undefined) =>
  placement ? `${JSON.stringify([placement]).slice(0, -1)},%` : undefined;
