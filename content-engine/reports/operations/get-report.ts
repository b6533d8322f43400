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

/** One page of a report, its total row count and its chart (see prepareReport for the rules). */
export async function getReport({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ReportResult> {
  const { definition, query, input: i, sort, sortedRows } = await prepareReport(ctx, input);
  const present = definition.present ?? ((row) => row);
  const [rows, countRows, points] = await Promise.all([
    sortedRows(ctx.db)
      .offset(i.skip ?? 0)
      .limit(i.limit ?? 50),
    ctx.db.from(definition.rows(ctx.db, query).as('report_rows')).count({ count: '*' }),
    definition.chartPoints(ctx.db, query),
  ]);
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
    rows: (rows as Record<string, unknown>[]).map(present),
    totalCount: dbNumber.parse(countRows[0]?.count ?? 0),
    chart: { ...definition.chart, points },
  };
}
