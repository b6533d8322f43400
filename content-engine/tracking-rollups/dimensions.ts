/**
 * The dimensions `tracking_daily` counts events by (ADR 0079), each with the `tracking_events`
 * column whose value becomes the row's `key`: the whole site (key ''), the content item, the
 * page's company, the site licence the server matched (page views), or the type's own subject
 * (a JSON array: a menu click's menu, label and link…).
 */
export const rollupDimensions = {
  site: null,
  content: 'content_id',
  company: 'company_id',
  license: 'site_license_id',
  subject: 'subject',
} as const;

export type RollupDimension = keyof typeof rollupDimensions;

export const rollupDimensionNames = Object.keys(rollupDimensions) as RollupDimension[];

/** The SQL of a dimension's key over `tracking_events` (aliased or not): text in both databases. */
export function dimensionKeySql(dimension: RollupDimension, table = 'tracking_events'): string {
  const column = rollupDimensions[dimension];
  if (column === null) return "''";
  return column === 'subject' ? `${table}.subject` : `CAST(${table}.${column} AS TEXT)`;
}
