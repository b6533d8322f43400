import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import type { ReportResult } from './api/get-report.ts';
import { formatReportCell } from './report-cells.ts';

type Row = Record<string, unknown>;

interface ReportTableProps {
  title: string;
  columns: ReportResult['columns'];
  rows: Row[];
  /** The column sorted by and its order (the report's default when the address names none). */
  sort: { key: string; order: 'asc' | 'desc' };
  onSort: (key: string, order: 'asc' | 'desc') => void;
  siteNames: Map<string, string>;
}

const column = createColumnHelper<Row>();
const rightAligned = new Set(['number']);

/** A report's page of rows: its columns as the engine declares them, sortable where it can sort. */
export function ReportTable({ title, columns, rows, sort, onSort, siteNames }: ReportTableProps) {
  const tableColumns = useMemo(
    () =>
      columns.map((c) =>
        column.accessor((row) => row[c.key], {
          id: c.key,
          header: () => {
            if (!c.sortBy) return c.label;
            const active = sort.key === c.key;
            // A number is read largest first; text A to Z.
            const first = c.kind === 'number' ? 'desc' : 'asc';
            const next = active ? (sort.order === 'desc' ? 'asc' : 'desc') : first;
            return (
              <button type="button" className="sort-button" onClick={() => onSort(c.key, next)}>
                {c.label} {active ? (sort.order === 'desc' ? '▼' : '▲') : ''}
              </button>
            );
          },
          cell: (info) => {
            const text = formatReportCell(c.kind, info.getValue(), siteNames);
            return rightAligned.has(c.kind) ? <span className="number">{text}</span> : text;
          },
        }),
      ),
    [columns, sort.key, sort.order, siteNames],
  );
  const ariaSort = (id: string) => (sort.key === id ? (sort.order === 'desc' ? 'descending' : 'ascending') : undefined);
  return (
    <DataTable
      caption={title}
      rows={rows}
      columns={tableColumns}
      ariaSort={ariaSort}
      className="data-table report-table"
    />
  );
}
