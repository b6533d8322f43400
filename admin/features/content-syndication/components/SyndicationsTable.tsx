import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import type { SyndicationRow } from '../api/get-syndication-list.ts';

const column = createColumnHelper<SyndicationRow>();
const statusLabels: Record<string, string> = { PUBLISHED: 'Published', DRAFT: 'Draft', DELETED: 'Deleted' };

/** Syndications: the item on its origin site, the copy on the other site, where it shows and its state. */
export function SyndicationsTable({ rows, caption }: { rows: SyndicationRow[]; caption: string }) {
  const columns = useMemo(
    () => [
      column.accessor('originName', {
        header: 'Item',
        cell: (info) => <a href={info.row.original.originUrl}>{info.getValue()}</a>,
      }),
      column.accessor('originSiteName', { header: 'From' }),
      column.accessor('siteName', {
        header: 'Shown on',
        cell: (info) => <a href={info.row.original.copyUrl}>{info.getValue()}</a>,
      }),
      column.accessor((row) => row.schedules.map((s) => `${s.sectionName} (${s.option})`).join(', ') || '—', {
        id: 'sections',
        header: 'Sections',
      }),
      column.accessor('copyStatus', {
        header: 'Copy',
        cell: (info) => statusLabels[info.getValue()] ?? info.getValue(),
      }),
      column.accessor('createdBy', { header: 'By' }),
      column.accessor('updated', { header: 'Updated', cell: (info) => formatDateTime(info.getValue()) }),
    ],
    [],
  );
  return <DataTable caption={caption} rows={rows} columns={columns} />;
}
