import { TZDate } from '@date-fns/tz';

/**
 * The publisher's calendar (spec: dates and reports are America/Chicago). A "day" is its
 * YYYY-MM-DD in Chicago, whatever the server's zone; a day's bounds move with daylight saving
 * (23 or 25 hours on the switch days). Browser-safe.
 */
export const publisherTimeZone = 'America/Chicago';

const pad = (n: number) => String(n).padStart(2, '0');

/** The Chicago calendar day (YYYY-MM-DD) of an instant (epoch ms). */
export function chicagoDay(at: number): string {
  const d = new TZDate(at, publisherTimeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The first instant (epoch ms) of a Chicago calendar day given as YYYY-MM-DD. */
export function chicagoDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, publisherTimeZone).getTime();
}

/** The calendar day `days` after (or before, when negative) a day given as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** The Chicago day after the given one (YYYY-MM-DD). */
export const nextChicagoDay = (day: string) => addDays(day, 1);

/** The last day (YYYY-MM-DD) of a month given as YYYY-MM. */
export function monthEnd(month: string): string {
  return addDays(addDays(`${month}-01`, 31).slice(0, 7) + '-01', -1);
}
