import type { Knex } from 'knex';
import { dbNumber } from '../core/rows.ts';
import type { ReportChartPoint, ReportQuery } from './report-definition.ts';

/**
 * Events of one type in the query's sites and instants — served by the index
 * tracking_events_tenant_type_created (tenant_key, type, created).
 */
export function eventsOfType(db: Knex, query: ReportQuery, type: string, alias = 'tracking_events') {
  return db(`tracking_events as ${alias}`)
    .whereIn(`${alias}.tenant_key`, query.siteKeys)
    .where(`${alias}.type`, type)
    .where(`${alias}.created`, '>=', query.fromMs)
    .where(`${alias}.created`, '<', query.toMs);
}

/** Events of one type per Chicago day (the stored `day` dimension), ascending. */
export async function eventsPerDay(db: Knex, query: ReportQuery, type: string): Promise<ReportChartPoint[]> {
  const rows = await eventsOfType(db, query, type).select('day').count({ value: '*' }).groupBy('day').orderBy('day');
  return rows.map((row) => ({ day: String((row as { day: unknown }).day), value: dbNumber.parse(row.value) }));
}

/** The parts of a stored `subject` dimension (a JSON array of strings). */
export function subjectParts(subject: unknown): string[] {
  if (typeof subject !== 'string') return [];
  try {
    const parts: unknown = JSON.parse(subject);
    return Array.isArray(parts) ? parts.map(String) : [];
  } catch {
    return [];
  }
}

/** A report's tracking counts (`query.counts`, ADR 0079) summed per site and key. */
export function countsPerKey(db: Knex, query: ReportQuery) {
  return db
    .from(query.counts!.total.clone().as('t'))
    .select({ site: 't.tenant_key', key: 't.key' })
    .sum({ events: 't.events' })
    .sum({ visits: 't.sessions' })
    .groupBy('t.tenant_key', 't.key');
}

/** A report's tracking counts summed per Chicago day, ascending. */
export async function countsPerDay(
  db: Knex,
  query: ReportQuery,
  narrow?: (rows: Knex.QueryBuilder) => void,
): Promise<ReportChartPoint[]> {
  const rows = db
    .from(query.counts!.daily.clone().as('d'))
    .select('d.day')
    .sum({ value: 'd.events' })
    .groupBy('d.day')
    .orderBy('d.day');
  narrow?.(rows);
  return (await rows).map((row) => ({ day: String((row as { day: unknown }).day), value: dbNumber.parse(row.value) }));
}

/**
 * A report's tracking counts summed per site and key, one column of events per type (aliases as
 * given: `{ views: 'blueConicRecommendationView' }`), and the visits of all of them.
 */
export function countsPerKeyByType(db: Knex, query: ReportQuery, columns: Record<string, string>) {
  const rows = db
    .from(query.counts!.total.clone().as('t'))
    .select({ site: 't.tenant_key', key: 't.key' })
    .sum({ visits: 't.sessions' })
    .groupBy('t.tenant_key', 't.key');
  for (const [alias, type] of Object.entries(columns))
    rows.select(db.raw('SUM(CASE WHEN t.type = ? THEN t.events ELSE 0 END) as ??', [type, alias]));
  return rows;
}

/** A percentage of two counted columns, rounded to one decimal (null when the base is 0), as SQL. */
export const percentSql = (part: string, whole: string) =>
  `ROUND(CAST(${part} AS NUMERIC) * 100 / NULLIF(${whole}, 0), 1)`;
