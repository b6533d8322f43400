import type { Knex } from 'knex';
import type { ReportQuery } from '../report-definition.ts';

/** The page speed runs of the query's sites within its Chicago days. */
export function runsInRange(db: Knex, query: ReportQuery) {
  return db('page_speed_runs as r')
    .whereIn('r.tenant_key', query.siteKeys)
    .where('r.day', '>=', query.from)
    .where('r.day', '<=', query.to);
}

/**
 * The median of one metric per group (`groupBy`: columns of `page_speed_runs as r`), runs
 * without it left out: the middle value, or the mean of the two middle ones — by window
 * functions, which both databases have (PostgreSQL's percentile_cont is not in SQLite).
 */
export function medianPer(db: Knex, query: ReportQuery, metric: string, groupBy: string[], pageType?: string) {
  const partition = groupBy.map((column) => `r.${column}`).join(', ');
  const ranked = runsInRange(db, query)
    .whereNotNull(`r.${metric}`)
    .select(groupBy.map((column) => `r.${column}`))
    .select({ v: `r.${metric}` })
    .select(db.raw(`row_number() over (partition by ${partition} order by r.${metric}) as rn`))
    .select(db.raw(`count(*) over (partition by ${partition}) as n`));
  if (pageType) ranked.where('r.page_type', pageType);
  return db
    .from(ranked.as('m'))
    .select(groupBy.map((column) => `m.${column}`))
    .avg({ median: 'm.v' })
    .whereRaw('m.rn in ((m.n + 1) / 2, (m.n + 2) / 2)')
    .groupBy(groupBy.map((column) => `m.${column}`));
}
