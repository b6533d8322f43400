import type { Knex } from 'knex';
import { dbNumber } from '../../core/rows.ts';
import { contentTypeFilter } from '../published-content.ts';
import { countPerChicagoDay } from '../report-dates.ts';
import type { ReportDefinition, ReportQuery } from '../report-definition.ts';

/**
 * What readers save: per content item, the favourites site users added within the range (and
 * how many users hold it as a favourite now), from site_user_favorites. The chart: favourites
 * added per day. A favourite removed since is no longer counted (the table keeps no history).
 */
export const contentFavoritesReport: ReportDefinition = {
  name: 'content-favorites',
  title: 'Content favorites',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'contentId', label: 'ID', kind: 'id', sortBy: 'contentId' },
    { key: 'title', label: 'Title', kind: 'text', sortBy: 'title' },
    { key: 'type', label: 'Type', kind: 'text', sortBy: 'type' },
    { key: 'published', label: 'Published', kind: 'datetime', sortBy: 'published' },
    { key: 'favorites', label: 'Favorites added', kind: 'number', sortBy: 'favorites' },
    { key: 'allFavorites', label: 'Favorites in all', kind: 'number', sortBy: 'allFavorites' },
  ],
  defaultSort: { key: 'favorites', order: 'desc' },
  filters: [contentTypeFilter],
  chart: { kind: 'bar', label: 'Favorites added per day' },
  rows: (db, query) =>
    favoritesIn(db, query)
      .leftJoin(heldNow(db, query).as('a'), 'a.content_id', 'c.id')
      .select({ site: 'f.tenant_key', contentId: 'c.id', title: 'c.name', type: 'c.type', published: 'c.published' })
      .count({ favorites: '*' })
      .max({ allFavorites: 'a.n' })
      .groupBy('f.tenant_key', 'c.id', 'c.name', 'c.type', 'c.published'),
  present: (row) => ({
    ...row,
    contentId: dbNumber.parse(row.contentId),
    published: row.published === null ? null : dbNumber.parse(row.published),
    favorites: dbNumber.parse(row.favorites),
    allFavorites: dbNumber.parse(row.allFavorites ?? 0),
  }),
  chartPoints: (db, query) => countPerChicagoDay(db, favoritesIn(db, query), 'f.created'),
};

/** How many users hold each item favourited in the range now (one grouped pass, not one per row). */
const heldNow = (db: Knex, query: ReportQuery) =>
  db('site_user_favorites as h')
    .whereIn('h.tenant_key', query.siteKeys)
    .whereIn('h.content_id', favoritesIn(db, query).select('f.content_id'))
    .select('h.content_id')
    .count({ n: '*' })
    .groupBy('h.content_id');

/** Favourites added in the query's sites and instants, with their content item (`f`, `c`). */
function favoritesIn(db: Knex, query: ReportQuery) {
  const rows = db('site_user_favorites as f')
    .join('content as c', 'c.id', 'f.content_id')
    .whereIn('f.tenant_key', query.siteKeys)
    .where('f.created', '>=', query.fromMs)
    .where('f.created', '<', query.toMs);
  if (query.filters.type) rows.where('c.type', query.filters.type);
  return rows;
}
