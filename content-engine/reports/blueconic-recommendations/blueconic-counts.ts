import type { Knex } from 'knex';
import { dbNumber } from '../../core/rows.ts';
import type { ReportQuery } from '../report-definition.ts';

export const recommendationView = 'blueConicRecommendationView';
export const recommendationClick = 'blueConicRecommendationClick';

/**
 * A report's recommendation counts (`query.counts`, types view and click) summed per site and
 * key: views, clicks and the click-through rate in percent (two decimals; null without views).
 */
export function viewsAndClicksPerKey(db: Knex, query: ReportQuery) {
  const grouped = db
    .from(query.counts!.total.clone().as('t'))
    .select({ site: 't.tenant_key', key: 't.key' })
    .select(
      db.raw('sum(case when t.type = ? then t.events else 0 end) as views', [recommendationView]),
      db.raw('sum(case when t.type = ? then t.events else 0 end) as clicks', [recommendationClick]),
    )
    .groupBy('t.tenant_key', 't.key');
  return db
    .from(grouped.as('vc'))
    .select('vc.site', 'vc.key', 'vc.views', 'vc.clicks')
    .select(db.raw('case when vc.views > 0 then round(100.0 * vc.clicks / vc.views, 2) else null end as ctr'));
}

/** The clicks of a report's recommendation counts per Chicago day (of keys LIKE `keyLike`), ascending. */
export async function clicksPerDay(db: Knex, query: ReportQuery, keyLike?: string) {
  const rows = db.from(query.counts!.daily.clone().as('d')).where('d.type', recommendationClick);
  if (keyLike) rows.where('d.key', 'like', keyLike);
  const points: { day: unknown; value: unknown }[] = await rows
    .select('d.day')
    .sum({ value: 'd.events' })
    .groupBy('d.day')
    .orderBy('d.day');
  return points.map((row) => ({ day: String(row.day), value: dbNumber.parse(row.value) }));
}

/** A click-through rate as the table shows it: a number, or null without views. */
export const presentRate = (value: unknown) => (value === null || value === undefined ? null : Number(value));
