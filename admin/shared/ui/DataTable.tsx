import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';

interface DataTableProps<Row> {
  /** Read by screen readers: what the rows are. */
  caption: string;
  rows: Row[];
  // Columns mix accessor value types; TanStack types them per column.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  getRowId?: (row: Row) => string;
  /** aria-sort of a column by id, for lists sorted on the server. */
  ariaSort?: (columnId: string) => 'ascending' | 'descending' | undefined;
  className?: string;
}

/** An admin list: a TanStack table rendered with a caption and column headers (paging and sorting happen on the server). */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  getRowId,
  ariaSort,
  className = 'data-table',
}: DataTableProps<Row>) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualPagination: true,
    manualSorting: true,
  });
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" aria-sort={ariaSort?.(header.column.id)}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
