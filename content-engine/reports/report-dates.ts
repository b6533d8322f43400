import type { Knex } from 'knex';
import { addDays, chicagoDay, chicagoDayStart } from '../shared/chicago-day.ts';

/** The longest range a report covers, in days. */
export const maxReportDays = 366;

/** The number of calendar days from `from` to `to`, both inclusive. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The instants bounding Chicago days from..to inclusive: [start of from, start of the day after to). */
export function chicagoRange(from: string, to: string): { fromMs: number; toMs: number } {
  return { fromMs: chicagoDayStart(from), toMs: chicagoDayStart(addDays(to, 1)) };
}

const hourMs = 3_600_000;

/**
 * The rows of a query counted per Chicago day of an epoch-ms column, ascending: per UTC hour in
 * SQL, summed into days here (Chicago's offset is always whole hours), so no row leaves the
 * database.
 */
export async function countPerChicagoDay(
  db: Knex,
  rows: Knex.QueryBuilder,
  column: string,
): Promise<{ day: string; value: number }[]> {
  const hourStart = `(${column} - (${column} % ${hourMs}))`;
  const hours: { hour_start: unknown; n: unknown }[] = await rows
    .clearSelect()
    .select(db.raw(`${hourStart} as hour_start`))
    .count({ n: '*' })
    .groupByRaw(hourStart);
  const counts = new Map<string, number>();
  for (const hour of hours) {
    const day = chicagoDay(Number(hour.hour_start));
    counts.set(day, (counts.get(day) ?? 0) + Number(hour.n));
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([day, value]) => ({ day, value }));
}
