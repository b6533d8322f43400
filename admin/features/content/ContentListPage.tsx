import { createColumnHelper } from '@tanstack/react-table';
import { Pager } from '../../shared/ui/Pager.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
import { formatCount, formatDateTime } from '../../shared/ui/format.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { pageSize } from './content-list-query.ts';
import { ContentFilters } from './ContentFilters.tsx';
import { useContentList, type ContentRow } from './use-content-list.ts';
import { CreateContentMenu } from './CreateContentMenu.tsx';

const statusLabels: Record<number, string> = { 0: 'Deleted', 1: 'Published', 2: 'Draft' };
const typeLabel = new Map(contentTypeEntries.map((entry) => [entry.value as string, entry.label]));
const column = createColumnHelper<ContentRow>();
const sortable = { name: 'Name', published: 'Published', updated: 'Updated' } as const;

/** /admin/content: every content item of the site, filtered, searched, sorted and paged (manage_content). */
export default function ContentListPage() {
  return (
    <RequirePermission permissions={['manage_content']}>
      <ContentList />
    </RequirePermission>
  );
}

function ContentList() {
  const { params, query, update, searchText, setSearchText, sections, rows, loading, total } = useContentList();

  const sortHeader = (field: keyof typeof sortable) => {
    const active = query.sort === field;
    const next = active && query.order === 'desc' ? 'asc' : 'desc';
    return (
      <button
        type="button"
        className="sort-button"
        onClick={() => update({ sort: field, order: next, page: query.page })}
      >
        {sortable[field]} {active ? (query.order === 'desc' ? '▼' : '▲') : ''}
      </button>
    );
  };
  const ariaSort = (field: string) =>
    query.sort === field ? (query.order === 'desc' ? 'descending' : 'ascending') : undefined;

  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'ID' }),
      column.accessor('name', {
        header: () => sortHeader('name'),
        cell: (info) => <Link to={`/edit-content/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      column.accessor('type', { header: 'Type', cell: (info) => typeLabel.get(info.getValue()) ?? info.getValue() }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => <span className={`status status-${info.getValue()}`}>{statusLabels[info.getValue()]}</span>,
      }),
      column.accessor((row) => row.primarySection?.name ?? '—', { id: 'section', header: 'Section' }),
      column.accessor('published', {
        header: () => sortHeader('published'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor('updated', {
        header: () => sortHeader('updated'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ],
    // The sort headers read the current query.
    [query.sort, query.order, params],
  );
  const first = total === 0 ? 0 : (query.page - 1) * pageSize + 1;
  const last = Math.min(total, query.page * pageSize);

  const filters = (
    <ContentFilters
      query={query}
      update={update}
      searchText={searchText}
      onSearchText={setSearchText}
      sections={sections}
    />
  );

  return (
    <PageWrapper title="Content" panel={filters} actions={<CreateContentMenu />}>
      <p className="list-summary" role="status" aria-live="polite">
        {loading
          ? 'Loading…'
          : total === 0
            ? 'No content matches these filters.'
            : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
      </p>
      <DataTable caption="Content items" rows={rows} columns={columns} ariaSort={ariaSort} />
      <Pager page={query.page} pageSize={pageSize} total={total} onPage={(page) => update({ page })} />
    </PageWrapper>
  );
}
