import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { businessTimeZone, endOfBusinessDayHour } from '../schedule-dates.ts';

/*
 * Event and webinar dates are entered as a day and an optional time, both on the clock of
 * America/Chicago (spec admin §9), whatever the editor's own zone. An end day without a time is
 * the end of that business day (5:00 PM Chicago, as schedule dates are, spec admin §5); a start
 * day without a time is the start of that day.
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A Chicago day (yyyy-MM-dd) and optional time (HH:mm) → epoch ms; null for no day. Throws on a malformed value. */
export function eventDateTime(day: string, time: string, edge: 'start' | 'end'): number | null {
  if (!day) return null;
  const d = dayPattern.exec(day);
  if (!d) throw new Error(`Not a date: ${day}`);
  const t = time ? timePattern.exec(time) : null;
  if (time && !t) throw new Error(`Not a time: ${time}`);
  const [hours, minutes] = t ? [Number(t[1]), Number(t[2])] : edge === 'end' ? [endOfBusinessDayHour, 0] : [0, 0];
  return new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hours, minutes, 0, businessTimeZone).getTime();
}

/** A stored date → its Chicago day and time for the inputs ('' and '' for none). */
export function eventDateParts(epochMs: number | null | undefined): { day: string; time: string } {
  if (!epochMs) return { day: '', time: '' };
  const date = new TZDate(epochMs, businessTimeZone);
  return { day: format(date, 'yyyy-MM-dd'), time: format(date, 'HH:mm') };
}

/** How the editor shows a stored date, e.g. "Mar 9, 2026, 5:00 PM CDT". */
export function chicagoDateTimeLabel(epochMs: number): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: businessTimeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  })
    .format(epochMs)
    .concat(' ', chicagoZoneName(epochMs));
}

const chicagoZoneName = (epochMs: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, timeZoneName: 'short' })
    .formatToParts(epochMs)
    .find((part) => part.type === 'timeZoneName')?.value ?? 'CT';
