import type { Knex } from 'knex';
import { chicagoDay } from '../shared/chicago-day.ts';
import { dbNumber } from './rows.ts';

const hourMs = 3_600_000;

export type DayCount<K extends string> = { day: string; count: number } & Record<K, unknown>;

/**
 * The rows of a query counted per Chicago day of an epoch-ms column, and per the columns `by`:
 * per UTC hour in SQL, summed into days here (Chicago's offset from UTC is always whole hours, so
 * every hour lies in one day), so no row leaves the database. Ordered by day, then `by`.
 */
export async function countPerChicagoDay<K extends string = never>(
  db: Knex,
  rows: Knex.QueryBuilder,
  column: string,
  by: readonly K[] = [],
): Promise<DayCount<K>[]> {
  const hourStart = `(${column} - (${column} % ${hourMs}))`;
  const hours = (await rows
    .clearSelect()
    .select(db.raw(`${hourStart} as hour_start`), ...by)
    .count({ n: '*' })
    .groupByRaw(hourStart)
    .modify((q) => {
      if (by.length) q.groupBy([...by]);
    })) as Record<string, unknown>[];
  const counts = new Map<string, DayCount<K>>();
  for (const hour of hours) {
    const day = chicagoDay(dbNumber.parse(hour.hour_start));
    const key = JSON.stringify([day, ...by.map((column) => hour[column])]);
    const found = counts.get(key);
    if (found) found.count += dbNumber.parse(hour.n);
    else
      counts.set(key, {
        day,
        count: dbNumber.parse(hour.n),
        ...Object.fromEntries(by.map((column) => [column, hour[column]])),
      } as DayCount<K>);
  }
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, count]) => count);
}
