import { dbNullableNumber } from '../../core/rows.ts';
import type { ReportDefinition } from '../report-definition.ts';
import { medianPer, runsInRange } from './page-speed-queries.ts';

const medians = [
  ['medianScore', 'performance_score'],
  ['medianLcp', 'lcp_ms'],
  ['medianCls', 'cls'],
  ['medianTbt', 'tbt_ms'],
  ['medianFcp', 'fcp_ms'],
  ['medianTtfb', 'ttfb_ms'],
] as const;

const round = (value: unknown, digits: number) => {
  const number = dbNullableNumber.parse(value ?? null);
  return number === null ? null : Number(number.toFixed(digits));
};

/**
 * Page speed of the sampled pages (ADR 0080): per address, the latest run's performance score and
 * the medians over the range of the score, LCP, CLS, TBT, FCP and time to first byte.
 */
export const pageSpeedReport: ReportDefinition = {
  name: 'page-speed',
  title: 'Page speed',
  permissions: ['view_common_reports'],
  crossSite: true,
  columns: [
    { key: 'site', label: 'Site', kind: 'site', sortBy: 'site' },
    { key: 'url', label: 'Address', kind: 'text', sortBy: 'url' },
    { key: 'pageType', label: 'Page type', kind: 'text', sortBy: 'pageType' },
    { key: 'runs', label: 'Runs', kind: 'number', sortBy: 'runs' },
    { key: 'latestRunAt', label: 'Latest run', kind: 'datetime', sortBy: 'latestRunAt' },
    { key: 'latestScore', label: 'Latest score', kind: 'number', sortBy: 'latestScore' },
    { key: 'medianScore', label: 'Median score', kind: 'number', sortBy: 'medianScore' },
    { key: 'medianLcp', label: 'Median LCP (ms)', kind: 'number', sortBy: 'medianLcp' },
    { key: 'medianCls', label: 'Median CLS', kind: 'number', sortBy: 'medianCls' },
    { key: 'medianTbt', label: 'Median TBT (ms)', kind: 'number', sortBy: 'medianTbt' },
    { key: 'medianFcp', label: 'Median FCP (ms)', kind: 'number', sortBy: 'medianFcp' },
    { key: 'medianTtfb', label: 'Median time to first byte (ms)', kind: 'number', sortBy: 'medianTtfb' },
  ],
  defaultSort: { key: 'medianScore', order: 'asc' },
  filters: [
    {
      key: 'pageType',
      label: 'Page type',
      options: [
        { value: 'home', label: 'Home' },
        { value: 'section', label: 'Section' },
        { value: 'content', label: 'Content' },
      ],
    },
  ],
  chart: { kind: 'line', label: 'Median performance score per day' },
  rows(db, query) {
    const latest = runsInRange(db, query)
      .select('r.tenant_key', 'r.url', 'r.page_type', 'r.run_at', 'r.performance_score')
      .select(db.raw('row_number() over (partition by r.tenant_key, r.url order by r.run_at desc, r.id desc) as rn'))
      .select(db.raw('count(*) over (partition by r.tenant_key, r.url) as runs'));
    if (query.filters.pageType) latest.where('r.page_type', query.filters.pageType);
    const rows = db.from(latest.as('l')).where('l.rn', 1).select({
      site: 'l.tenant_key',
      url: 'l.url',
      pageType: 'l.page_type',
      runs: 'l.runs',
      latestRunAt: 'l.run_at',
      latestScore: 'l.performance_score',
    });
    for (const [alias, metric] of medians) {
      const table = `${alias}_m`;
      rows
        .leftJoin(medianPer(db, query, metric, ['tenant_key', 'url']).as(table), function () {
          this.on(`${table}.tenant_key`, 'l.tenant_key').andOn(`${table}.url`, 'l.url');
        })
        .select({ [alias]: `${table}.median` });
    }
    return rows;
  },
  present: (row) => ({
    site: row.site,
    url: row.url,
    pageType: row.pageType,
    runs: Number(row.runs),
    latestRunAt: Number(row.latestRunAt),
    latestScore: round(row.latestScore, 1),
    medianScore: round(row.medianScore, 1),
    medianLcp: round(row.medianLcp, 0),
    medianCls: round(row.medianCls, 3),
    medianTbt: round(row.medianTbt, 0),
    medianFcp: round(row.medianFcp, 0),
    medianTtfb: round(row.medianTtfb, 0),
  }),
  async chartPoints(db, query) {
    const perDay = medianPer(db, query, 'performance_score', ['day'], query.filters.pageType).orderBy('m.day');
    const points: { day: unknown; median: unknown }[] = await perDay;
    return points.map((point) => ({ day: String(point.day), value: round(point.median, 1) ?? 0 }));
  },
};
