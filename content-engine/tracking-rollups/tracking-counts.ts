import type { Knex } from 'knex';
import { chicagoDayStart, nextChicagoDay } from '../shared/chicago-day.ts';
import { aggregateEvents } from './aggregate-events.ts';
import type { RollupDimension } from './dimensions.ts';

export interface TrackingCountsScope {
  tenantKeys: readonly string[];
  /** Chicago days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  types: readonly string[];
  dimension: RollupDimension;
}

/**
 * The daily counts of tracking events for reports (ADR 0079), as one SQL source with the columns
 * of `tracking_daily` (tenant_key, day, type, key, events, sessions, users): the rolled-up rows of
 * the days that are rolled up, and the same counts made from the raw events for the days that are
 * not yet (today, or a day just ended). A report selects from it — `db.from(source.as('c'))` —
 * and groups, sorts and pages in SQL.
 */
export async function trackingCounts(db: Knex, scope: TrackingCountsScope): Promise<{ source: Knex.QueryBuilder }> {
  const { tenantKeys, from, to, types, dimension } = scope;
  const rolled = db('tracking_daily')
    .whereIn('tenant_key', tenantKeys)
    .whereIn('type', types)
    .where({ dimension })
    .whereBetween('day', [from, to])
    .select('tenant_key', 'day', 'type', 'key', 'events', 'sessions', 'users');
  const parts: Knex.QueryBuilder[] = [rolled];
  for (const tenantKey of tenantKeys)
    for (const run of await unrolledRuns(db, { tenantKey, from, to }))
      parts.push(
        aggregateEvents(db, {
          tenantKey,
          from: chicagoDayStart(run.from),
          to: chicagoDayStart(nextChicagoDay(run.to)),
          dimension,
          types,
        }),
      );
  // Not parenthesised: SQLite refuses a parenthesised SELECT in a compound one.
  // In an object: a query builder is a thenable, which an async function's return would run.
  return { source: parts.length === 1 ? rolled : rolled.unionAll(parts.slice(1)) };
}

/**
 * The runs of consecutive days in [from, to] not rolled up for a tenant. Days that are rolled up
 * form one contiguous prefix of a tenant's history (the job rolls them in order), so the unrolled
 * days of a range are the days after its last rolled day.
 */
async function unrolledRuns(
  db: Knex,
  { tenantKey, from, to }: { tenantKey: string; from: string; to: string },
): Promise<{ from: string; to: string }[]> {
  const last = await db('tracking_rollup_days')
    .where({ tenant_key: tenantKey })
    .where('day', '<=', to)
    .max({ day: 'day' })
    .first();
  const lastRolled = last?.day ? String(last.day) : null;
  const start = lastRolled && lastRolled >= from ? nextChicagoDay(lastRolled) : from;
  return start <= to ? [{ from: start, to }] : [];
}
