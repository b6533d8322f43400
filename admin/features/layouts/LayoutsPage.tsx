import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
import { hasAnyPermission } from '../../../content-engine/shared/permissions.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { $user } from '../../shared/auth/session.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { formatCount, formatDateTime } from '../../shared/ui/format.ts';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { deleteLayout } from './api/delete-layout.ts';
import { useLayoutStream, type LayoutListItem } from './api/get-layout-stream.ts';
import { DeleteLayoutDialog } from './DeleteLayoutDialog.tsx';
import { LayoutFilters } from './LayoutFilters.tsx';
import { layoutTypeLabel } from './layout-labels.ts';
import {
  initialListQuery,
  layoutStreamVariables,
  nextSort,
  pageSize,
  type LayoutListQuery,
  type LayoutSortField,
} from './layout-list-query.ts';
import { TestUrlBox } from './TestUrlBox.tsx';
import './layouts.css';

const column = createColumnHelper<LayoutListItem>();
const contentTypeLabel = new Map(contentTypeEntries.map((entry) => [entry.value as string, entry.label]));
const sortLabels: Record<LayoutSortField, string> = { name: 'Name', type: 'Type', updated: 'Last change' };

/** /admin/layouts: the site's layouts, searched, filtered, sorted and paged; a "Test a URL" box (view_site_layouts). */
export default function LayoutsPage() {
  return (
    <RequirePermission permissions={['view_site_layouts', 'manage_site_layouts']}>
      <Layouts />
    </RequirePermission>
  );
}

function Layouts() {
  const user = useStore($user);
  const mayManage = hasAnyPermission(user, ['manage_site_layouts']);
  const [query, setQuery] = useState<LayoutListQuery>(initialListQuery);
  const [searchText, setSearchText] = useState('');
  const [aliasText, setAliasText] = useState('');
  const search = useDebouncedValue(searchText);
  const alias = useDebouncedValue(aliasText);
  const [deleting, setDeleting] = useState<LayoutListItem | null>(null);
  useEffect(() => setQuery((q) => ({ ...q, search, alias, page: 1 })), [search, alias]);
  const { data, loading, reload } = useLayoutStream(layoutStreamVariables(query));
  const rows = data?.getLayoutStream.edges.map((edge) => edge.node) ?? [];
  const total = data?.getLayoutStream.totalCount ?? 0;

  const remove = async (layout: LayoutListItem) => {
    setDeleting(null);
    try {
      await deleteLayout(layout.id);
      notify.success(`Deleted “${layout.name}”.`);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const sortHeader = (field: LayoutSortField) => (
    <button
      type="button"
      className="sort-button"
      onClick={() => setQuery((q) => ({ ...q, ...nextSort(q, field), page: 1 }))}
    >
      {sortLabels[field]} {query.sort === field ? (query.order === 'desc' ? '▼' : '▲') : ''}
    </button>
  );
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => sortHeader('name'),
        cell: (info) => <Link to={`/edit-web-layout/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      column.accessor('type', {
        header: () => sortHeader('type'),
        cell: (info) =>
          `${layoutTypeLabel(info.getValue())}${info.row.original.key ? ` (${info.row.original.key})` : ''}`,
      }),
      column.accessor((row) => row.aliases.join(', ') || '—', { id: 'aliases', header: 'Aliases' }),
      column.accessor((row) => (row.isGlobal ? 'All sites (global)' : row.tenants.join(', ')), {
        id: 'sites',
        header: 'Sites',
      }),
      column.accessor((row) => row.contentTypes.map((type) => contentTypeLabel.get(type) ?? type).join(', ') || '—', {
        id: 'contentTypes',
        header: 'Content types',
      }),
      column.accessor('updated', {
        header: () => sortHeader('updated'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (info) =>
          mayManage ? (
            <button
              type="button"
              className="danger"
              aria-label={`Delete the layout ${info.row.original.name}`}
              onClick={() => setDeleting(info.row.original)}
            >
              Delete
            </button>
          ) : null,
      }),
    ],
    // The sort headers read the current sort.
    [query.sort, query.order, mayManage],
  );
  const ariaSort = (id: string) =>
    query.sort === id ? (query.order === 'desc' ? 'descending' : 'ascending') : undefined;
  const first = total === 0 ? 0 : (query.page - 1) * pageSize + 1;
  const last = Math.min(total, query.page * pageSize);

  const filters = (
    <LayoutFilters
      query={query}
      onFilter={(change) => setQuery((q) => ({ ...q, ...change, page: 1 }))}
      searchText={searchText}
      onSearchText={setSearchText}
      aliasText={aliasText}
      onAliasText={setAliasText}
    />
  );
  const actions = mayManage ? (
    <Link className="button-link" to="/create-web-layout">
      Add layout
    </Link>
  ) : null;

  return (
    <PageWrapper title="Layouts" panel={filters} actions={actions}>
      <TestUrlBox />
      <p className="list-summary" role="status" aria-live="polite">
        {loading
          ? 'Loading…'
          : total === 0
            ? 'No layout matches these filters.'
            : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} layouts`}
      </p>
      <DataTable
        caption="Layouts"
        rows={rows}
        columns={columns}
        ariaSort={ariaSort}
        getRowId={(row) => String(row.id)}
      />
      <Pager page={query.page} pageSize={pageSize} total={total} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
      {deleting && (
        <DeleteLayoutDialog
          layout={deleting}
          onConfirm={() => void remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </PageWrapper>
  );
}
