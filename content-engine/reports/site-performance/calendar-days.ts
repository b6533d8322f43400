import { TZDate } from '@date-fns/tz';
import type { Knex } from 'knex';
import { addDays, chicagoDayStart, publisherTimeZone } from '../../shared/chicago-day.ts';

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** The number of a calendar day (YYYY-MM-DD): days since 1970-01-01. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;

/**
 * The days from..to (YYYY-MM-DD, both included) as a derived table (day, day_number), so a report
 * can list days that have no rows at all. One raw UNION ALL (knex drops the first SELECT of a
 * union that has no FROM); a report spans at most 366 days, under SQLite's 500-term limit.
 */
export function calendarDays(db: Knex, from: string, to: string): Knex.QueryBuilder {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  const select = 'select cast(? as varchar(10)) as day, cast(? as bigint) as day_number';
  const bindings = days.flatMap((day) => [day, dayNumber(day)]);
  return db.select('*').from(db.raw(`(${days.map(() => select).join(' union all ')}) as calendar`, bindings));
}

/** How far Chicago's clock is behind UTC at an instant, in ms. */
const behindUtc = (at: number) => new TZDate(at, publisherTimeZone).getTimezoneOffset() * 60_000;

/**
 * SQL giving the Chicago day number (see dayNumber) of the epoch-ms `column`, for instants of
 * the Chicago days from..to: integer arithmetic with one branch per daylight-saving period in
 * the range, the same on both databases and usable in GROUP BY (numbers inlined, no bindings).
 */
export function chicagoDayNumberSql(column: string, from: string, to: string): string {
  const periods: { until: number; behind: number }[] = [];
  let behind = behindUtc(chicagoDayStart(from));
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = chicagoDayStart(day);
    const end = chicagoDayStart(addDays(day, 1));
    if (behindUtc(end) === behind) continue;
    // Clocks change on a whole UTC hour within this day.
    for (let hour = start + hourMs; hour <= end; hour += hourMs)
      if (behindUtc(hour) !== behind) {
        periods.push({ until: hour, behind });
        behind = behindUtc(hour);
        break;
      }
  }
  const local = (shift: number) => `(${column} - ${shift}) / ${dayMs}`;
  if (!periods.length) return local(behind);
  const branches = periods.map((p) => `when ${column} < ${p.until} then ${local(p.behind)}`).join(' ');
  return `(case ${branches} else ${local(behind)} end)`;
}
