import { useEffect, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { DataTable } from './DataTable.tsx';
import { formatCount } from './format.ts';
import { Pager } from './Pager.tsx';

/** The page of a filtered list: back to the first whenever the filters (any JSON value) change. */
export function usePageOfFilters(filters: unknown) {
  const [page, setPage] = useState(1);
  const key = JSON.stringify(filters);
  useEffect(() => setPage(1), [key]);
  return [page, setPage] as const;
}

/** Deletes a row after the editor confirms `question`: a toast says how it went; the list reloads. */
export async function confirmAndDelete(
  question: string,
  remove: () => Promise<unknown>,
  done: string,
  reload: () => void,
) {
  if (!window.confirm(question)) return;
  try {
    await remove();
    notify.success(done);
    reload();
  } catch (error) {
    notify.error((error as Error).message);
  }
}

interface PagedListBodyProps<Row> {
  /** The rows' name, singular ("ad"): "3 ads", "No ads match." */
  noun: string;
  caption: string;
  rows: Row[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  getRowId: (row: Row) => string;
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** A list page's body: how many match (announced), the table, "none match", the pager. */
export function PagedListBody<Row>({
  noun,
  caption,
  rows,
  columns,
  getRowId,
  loading,
  total,
  page,
  pageSize,
  onPage,
}: PagedListBodyProps<Row>) {
  return (
    <>
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${formatCount(total)} ${noun}${total === 1 ? '' : 's'}`}
      </p>
      {rows.length > 0 && <DataTable caption={caption} rows={rows} columns={columns} getRowId={getRowId} />}
      {!loading && rows.length === 0 && <p>No {noun}s match.</p>}
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </>
  );
}
