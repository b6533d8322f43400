import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import type { HistoryEntry } from '../api/get-history.ts';
import { actionLabel, entityTypeLabel } from '../entity-types.ts';
import { formatWhen } from '../format-change.ts';
import { HistoryChanges } from './HistoryChanges.tsx';

const column = createColumnHelper<HistoryEntry>();

const columns = [
  column.accessor('at', {
    header: 'When',
    cell: (info) => <time dateTime={new Date(info.getValue()).toISOString()}>{formatWhen(info.getValue())}</time>,
  }),
  column.accessor('username', { header: 'User' }),
  column.accessor((entry) => `${entityTypeLabel(entry.entityType)} ${entry.entityId}`, {
    id: 'entity',
    header: 'Entity',
  }),
  column.accessor('action', { header: 'Action', cell: (info) => actionLabel(info.getValue()) }),
  column.accessor('changes', {
    header: 'Changes',
    cell: (info) => <HistoryChanges changes={info.getValue()} action={info.row.original.action} />,
  }),
];

/** The entries of one page, newest first. */
export function HistoryTable({ entries }: { entries: HistoryEntry[] }) {
  return (
    <DataTable
      caption="History entries, newest first"
      rows={entries}
      columns={columns}
      getRowId={(entry) => String(entry.id)}
      className="data-table history-table"
    />
  );
}
