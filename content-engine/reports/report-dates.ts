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

/** Counts instants per Chicago day, ascending. */
export function countPerChicagoDay(instants: readonly number[]): { day: string; value: number }[] {
  const counts = new Map<string, number>();
  for (const at of instants) {
    const day = chicagoDay(at);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([day, value]) => ({ day, value }));
}
