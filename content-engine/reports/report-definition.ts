import type { Knex } from 'knex';
import type { Permission } from '../shared/permissions.ts';
import type { RollupDimension } from '../tracking-rollups/dimensions.ts';

/** How the admin shows a column's values. */
/** `id`: an identifier (a number shown without thousands separators). */
export type ReportColumnKind = 'text' | 'number' | 'id' | 'day' | 'site' | 'datetime';

export interface ReportFilter {
  key: string;
  label: string;
  options?: { value: string; label: string }[];
}

export interface ReportColumn {
  key: string;
  label: string;
  kind: ReportColumnKind;
  /** The selected alias the table sorts by; none means not sortable. */
  sortBy?: string;
}

/** What a report is asked for, already validated and scoped to sites the user may see. */
export interface ReportQuery {
  siteKeys: string[];
  /** Chicago calendar days (YYYY-MM-DD), both inclusive. */
  from: string;
  to: string;
  /** The first instant of `from` and the first instant after `to` (epoch ms). */
  fromMs: number;
  toMs: number;
  filters: Record<string, string>;
  /**
   * For a report that declares `counts`: its tracking counts (ADR 0079) as SQL sources with the
   * columns tenant_key, day, type, key, events, sessions, users — `total` may hold whole months
   * as one row, `daily` holds one row per day. Clone before use.
   */
  counts?: { total: Knex.QueryBuilder; daily: Knex.QueryBuilder };
}

export interface ReportChartPoint {
  day: string;
  value: number;
}

/**
 * One report: who may see it, its columns and filters, and two queries over a date range and a
 * set of sites. The framework (operations/get-report.ts) sorts, pages, counts and streams `rows`.
 */
export interface ReportDefinition {
  name: string;
  title: string;
  permissions: Permission[];
  /** Whether the report may cover several sites at once. */
  crossSite: boolean;
  columns: ReportColumn[];
  defaultSort: { key: string; order: 'asc' | 'desc' };
  /** The filters the report understands: free text, or one of `options` when it has them. */
  filters: ReportFilter[];
  chart: { kind: 'line' | 'bar'; label: string };
  /** The tracking events the report counts from the rollups: their types and dimension. */
  counts?: { types: string[]; dimension: RollupDimension };
  /** The report's rows, unsorted and unpaged; the selected aliases are the column keys. */
  rows(db: Knex, query: ReportQuery): Knex.QueryBuilder;
  /** Turns a database row into the row shown (parsing JSON dimensions, numbers…). */
  present?(row: Record<string, unknown>): Record<string, unknown>;
  /** The chart's daily values (Chicago days, ascending; days without any may be missing). */
  chartPoints(db: Knex, query: ReportQuery): Promise<ReportChartPoint[]>;
}
