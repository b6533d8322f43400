import type { EngineContext } from '../../core/context.ts';
import { dbNumber } from '../../core/rows.ts';
import type { ReportChartPoint, ReportColumn, ReportFilter } from '../report-definition.ts';
import { prepareReport } from './prepare-report.ts';

export interface ReportResult {
  report: string;
  title: string;
  from: string;
  to: string;
  sites: string[];
  crossSite: boolean;
  filters: ReportFilter[];
  sort: { key: string; order: 'asc' | 'desc' };
  columns: ReportColumn[];
  rows: Record<string, unknown>[];
  totalCount: number;
  chart: { kind: string; label: string; points: ReportChartPoint[] };
}

const totalColumn = 'report_total_rows';

/** One page of a report, its total row count and its chart (see prepareReport for the rules). */
export async function getReport({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ReportResult> {
  const { definition, query, input: i, sort, sortedRows } = await prepareReport(ctx, input);
  const present = definition.present ?? ((row) => row);
  const skip = i.skip ?? 0;
  const [page, points] = await Promise.all([
    // The total comes with the page (a window count over the report's rows): one grouping, not two.
    sortedRows(ctx.db)
      .select(ctx.db.raw('COUNT(*) OVER () as ??', [totalColumn]))
      .offset(skip)
      .limit(i.limit ?? 50) as Promise<Record<string, unknown>[]>,
    definition.chartPoints(ctx.db, query),
  ]);
  // A page past the end has no row to carry the total: count it then.
  const totalCount = page.length
    ? dbNumber.parse(page[0]![totalColumn])
    : skip === 0
      ? 0
      : dbNumber.parse(
          (await ctx.db.from(definition.rows(ctx.db, query).as('report_rows')).count({ count: '*' }))[0]?.count ?? 0,
        );
  const rows = page.map(({ [totalColumn]: _total, ...row }) => present(row));
  return {
    report: definition.name,
    title: definition.title,
    from: query.from,
    to: query.to,
    sites: query.siteKeys,
    crossSite: definition.crossSite,
    filters: definition.filters,
    sort,
    columns: definition.columns.map(({ key, label, kind, sortBy }) => ({
      key,
      label,
      kind,
      sortBy: sortBy ? key : undefined,
    })),
    rows,
    totalCount,
    chart: { ...definition.chart, points },
  };
}
