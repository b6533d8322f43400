import type { Knex } from 'knex';
import { addDays, chicagoDayStart, monthEnd, nextChicagoDay } from '../shared/chicago-day.ts';
import { aggregateEvents } from './aggregate-events.ts';
import type { RollupDimension } from './dimensions.ts';

export interface TrackingCountsScope {
  tenantKeys: readonly string[];
  /** Chicago days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  types: readonly string[];
  dimension: RollupDimension;
  /**
   * `day` (the default): every row is one day's, for charts by day. `total`: the caller only sums
   * over the range, so whole months may come as one row each from `tracking_monthly` (their `day`
   * is then the month's first day).
   */
  granularity?: 'day' | 'total';
  /**
   * Each tenant's last rolled-up day (lastRolledDays), when the caller makes several sources that
   * must agree with each other; read here otherwise.
   */
  lastRolled?: ReadonlyMap<string, string>;
}

/**
 * The counts of tracking events for reports (ADR 0079), as one SQL source with the columns
 * tenant_key, day, type, key, events, sessions, users: per tenant, rolled-up months (granularity
 * `total`) and days, and the same aggregate made from the raw events for the days not rolled up
 * yet (today, a day just ended). A report selects from it — `db.from(source.as('c'))` — and
 * groups, sorts and pages in SQL.
 */
export async function trackingCounts(db: Knex, scope: TrackingCountsScope): Promise<{ source: Knex.QueryBuilder }> {
  const { tenantKeys, from, to, types, dimension, granularity = 'day' } = scope;
  const parts: Knex.QueryBuilder[] = [];
  const lastRolled = scope.lastRolled ?? (await lastRolledDays(db, tenantKeys));
  for (const tenantKey of tenantKeys) {
    const last = lastRolled.get(tenantKey);
    const rolledTo = last && last >= from ? (last < to ? last : to) : null;
    if (rolledTo) {
      const months = granularity === 'total' ? wholeMonths(from, rolledTo) : [];
      const dayRanges = months.length
        ? [
            [from, addDays(`${months[0]}-01`, -1)],
            [nextChicagoDay(monthEnd(months.at(-1)!)), rolledTo],
          ]
        : [[from, rolledTo]];
      if (months.length)
        parts.push(
          db('tracking_monthly')
            .where({ tenant_key: tenantKey, dimension })
            .whereIn('type', types)
            .whereIn('month', months)
            .select('tenant_key', db.raw(`month || '-01' as day`), 'type', 'key', 'events', 'sessions', 'users'),
        );
      for (const [start, end] of dayRanges)
        if (start! <= end!)
          parts.push(
            db('tracking_daily')
              .where({ tenant_key: tenantKey, dimension })
              .whereIn('type', types)
              .whereBetween('day', [start!, end!])
              .select('tenant_key', 'day', 'type', 'key', 'events', 'sessions', 'users'),
          );
    }
    const rawFrom = rolledTo ? nextChicagoDay(rolledTo) : from;
    if (rawFrom <= to)
      parts.push(
        aggregateEvents(db, {
          tenantKey,
          from: chicagoDayStart(rawFrom),
          to: chicagoDayStart(nextChicagoDay(to)),
          dimension,
          types,
        }),
      );
  }
  // No part (no site in scope): an empty source of the same columns.
  if (!parts.length)
    parts.push(
      db('tracking_daily').whereRaw('1 = 0').select('tenant_key', 'day', 'type', 'key', 'events', 'sessions', 'users'),
    );
  if (parts.length === 1) return { source: parts[0]! };
  // Each part a plain SELECT from itself as a derived table: knex writes the first query's GROUP BY
  // after the whole compound, and SQLite refuses a parenthesised SELECT in one. In an object: a
  // query builder is a thenable, which an async function's return would run.
  const [first, ...rest] = parts.map((part, i) => db.select('*').from(part.as(`part${i}`)));
  return { source: first!.unionAll(rest) };
}

/**
 * The last rolled-up day of each tenant. The job rolls a tenant's days in order from its first
 * event, so every day up to that one is rolled up and none after it.
 */
export async function lastRolledDays(db: Knex, tenantKeys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db('tracking_rollup_days')
    .whereIn('tenant_key', tenantKeys)
    .groupBy('tenant_key')
    .select('tenant_key', db.raw('MAX(day) as day'));
  return new Map(rows.map((row: { tenant_key: string; day: string }) => [row.tenant_key, String(row.day)]));
}

/** The whole months (YYYY-MM) that lie within [from, to], in order. */
function wholeMonths(from: string, to: string): string[] {
  const months: string[] = [];
  let month = from.endsWith('-01') ? from.slice(0, 7) : nextChicagoDay(monthEnd(from.slice(0, 7))).slice(0, 7);
  while (monthEnd(month) <= to) {
    months.push(month);
    month = nextChicagoDay(monthEnd(month)).slice(0, 7);
  }
  return months;
}
