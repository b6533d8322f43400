import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Schedule dates are forced to the end of the business day, central time (spec admin §5, §9). */
export const businessTimeZone = 'America/Chicago';
export const endOfBusinessDayHour = 17;

/** A calendar day (yyyy-MM-dd, as a date input gives it) → 5:00 PM that day in Chicago, epoch ms. */
export function endOfBusinessDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a date: ${day}`);
  return new TZDate(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    endOfBusinessDayHour,
    0,
    0,
    businessTimeZone,
  ).getTime();
}

/** The calendar day (yyyy-MM-dd) a stored schedule date falls on in Chicago, for a date input. */
export function businessDay(epochMs: number | null | undefined): string {
  if (!epochMs) return '';
  return format(new TZDate(epochMs, businessTimeZone), 'yyyy-MM-dd');
}
