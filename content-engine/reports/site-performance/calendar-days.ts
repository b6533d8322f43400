import type { Knex } from 'knex';
import { addDays, chicagoDayStart } from '../../shared/chicago-day.ts';

/**
 * The Chicago days from..to as a derived table (day, start_ms, end_ms): [start, end) in epoch ms.
 * Lets SQL bucket instants into Chicago days the same way on both databases (a day is 23, 24 or
 * 25 hours long) and list days that have no rows at all. A UNION ALL of one SELECT per day: a
 * report spans at most 366 days, under SQLite's 500-term compound limit.
 */
export function calendarDays(db: Knex, from: string, to: string): Knex.QueryBuilder {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  // One raw compound: knex drops the first SELECT of a union when it has no FROM.
  const select = 'select cast(? as varchar(10)) as day, cast(? as bigint) as start_ms, cast(? as bigint) as end_ms';
  const bindings = days.flatMap((day) => [day, chicagoDayStart(day), chicagoDayStart(addDays(day, 1))]);
  return db.select('*').from(db.raw(`(${days.map(() => select).join(' union all ')}) as calendar`, bindings));
}
