import type { Knex } from 'knex';
import { countPerChicagoDay as countByDay } from '../core/count-per-chicago-day.ts';
import { addDays, chicagoDayStart } from '../shared/chicago-day.ts';

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

/** The rows of a query counted per Chicago day of an epoch-ms column, ascending (the chart's points). */
export async function countPerChicagoDay(
  db: Knex,
  rows: Knex.QueryBuilder,
  column: string,
): Promise<{ day: string; value: number }[]> {
  return (await countByDay(db, rows, column)).map(({ day, count }) => ({ day, value: count }));
}
