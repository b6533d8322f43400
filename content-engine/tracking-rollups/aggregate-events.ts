import type { Knex } from 'knex';
import { dimensionKeySql, rollupDimensions, type RollupDimension } from './dimensions.ts';

/** What one aggregate row says: a tenant's events of one type, day and dimension key. */
export interface DailyCountRow {
  tenant_key: string;
  day: string;
  type: string;
  key: string;
  events: number | string;
  sessions: number | string;
  users: number | string;
}

/**
 * The raw events of one tenant in [from, to) (epoch ms), counted per Chicago day, type and
 * dimension key: the events, the distinct visits (session ids; the server's own funnel steps have
 * none) and the distinct signed-in users. The shape of a `tracking_daily` row.
 */
export function aggregateEvents(
  db: Knex,
  {
    tenantKey,
    from,
    to,
    dimension,
    types,
  }: { tenantKey: string; from: number; to: number; dimension: RollupDimension; types?: readonly string[] },
): Knex.QueryBuilder {
  const key = dimensionKeySql(dimension);
  const column = rollupDimensions[dimension];
  const query = db('tracking_events')
    .where('tracking_events.tenant_key', tenantKey)
    .where('tracking_events.created', '>=', from)
    .where('tracking_events.created', '<', to)
    .whereNotNull('tracking_events.day')
    .select(
      'tracking_events.tenant_key',
      'tracking_events.day',
      'tracking_events.type',
      db.raw(`${key} as ??`, ['key']),
    )
    .count({ events: '*' })
    .select(db.raw("COUNT(DISTINCT NULLIF(tracking_events.session_id, '')) as sessions"))
    .select(db.raw('COUNT(DISTINCT tracking_events.site_user_id) as users'))
    .groupBy('tracking_events.tenant_key', 'tracking_events.day', 'tracking_events.type');
  // The site dimension's key is a constant, which PostgreSQL refuses in GROUP BY.
  if (column) query.whereNotNull(`tracking_events.${column}`).groupBy(db.raw(key));
  if (types) query.whereIn('tracking_events.type', types);
  return query;
}
