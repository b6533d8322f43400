import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import type {
  MagazinePublicationSortField,
  MagazineStatus,
} from '../../../../content-engine/documents/generated/schema-types.ts';
import type { GetMagazinePublicationListQuery } from '../../../../content-engine/documents/generated/query/magazine/getMagazinePublicationList.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../../shared/ui/filters/FilterBar.tsx';
import { formatCount, formatDateTime } from '../../../shared/ui/format.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { deletePublication } from '../api/delete-publication.ts';
import { usePublicationList } from '../api/get-publication-list.ts';
import { ListSummary, RowActions, sortOf } from './list-parts.tsx';
import { statusLabel, statusOptions } from './magazine-format.ts';

type Publication = GetMagazinePublicationListQuery['getMagazinePublicationList']['edges'][number]['node'];
const pageSize = 25;
const sorts = [
  { value: 'name:asc', label: 'Name (A–Z)' },
  { value: 'name:desc', label: 'Name (Z–A)' },
  { value: 'updated:desc', label: 'Recently changed' },
];

/** The publications list: search by name or alias, status filter, sort, 25 a page; edit and delete per row. */
export function PublicationList() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [status, setStatus] = useState<'' | MagazineStatus>('');
  const [sort, setSort] = useState('name:asc');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, status, sort]);
  const { data, loading, reload } = usePublicationList({
    input: {
      search: search.trim() || null,
      status: status || null,
      sort: sortOf<MagazinePublicationSortField>(sort),
      pagination: { limit: pageSize, skip: (page - 1) * pageSize },
    },
  });
  const rows = data?.getMagazinePublicationList.edges.map((edge) => edge.node) ?? [];
  const total = data?.getMagazinePublicationList.totalCount ?? 0;

  const remove = async (publication: Publication) => {
    const sections = publication.sectionCount ? ` and its ${formatCount(publication.sectionCount)} sections` : '';
    if (!window.confirm(`Delete the publication "${publication.name}"${sections}?`)) return;
    try {
      await deletePublication(publication.id);
      notify.success(`Deleted the publication ${publication.name}.`);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const column = createColumnHelper<Publication>();
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: ({ row, getValue }) => <Link to={`?id=${row.original.id}`}>{getValue()}</Link>,
    }),
    column.accessor('canonicalPath', { header: 'Page' }),
    column.accessor('status', { header: 'Status', cell: ({ getValue }) => statusLabel(getValue()) }),
    column.accessor('issueCount', { header: 'Issues', cell: ({ getValue }) => formatCount(getValue()) }),
    column.accessor('sectionCount', { header: 'Sections', cell: ({ getValue }) => formatCount(getValue()) }),
    column.accessor('updated', { header: 'Changed', cell: ({ getValue }) => formatDateTime(getValue()) }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <RowActions
          editHref={`?id=${row.original.id}`}
          name={row.original.name}
          onDelete={() => void remove(row.original)}
        />
      ),
    }),
  ];

  const filters = (
    <FilterBar label="Filter publications">
      <FilterText
        id="publication-search"
        label="Search"
        placeholder="Name or alias"
        value={searchText}
        onChange={setSearchText}
      />
      <FilterSelect
        id="publication-status"
        label="Status"
        anyLabel="Any status"
        value={status}
        onChange={setStatus}
        options={statusOptions}
      />
      <FilterSelect id="publication-sort" label="Sort by" value={sort} onChange={setSort} options={sorts} />
    </FilterBar>
  );
  const actions = (
    <Link className="button-link" to="?action=add">
      Add publication
    </Link>
  );
  return (
    <PageWrapper title="Magazine publications" panel={filters} actions={actions}>
      <ListSummary loading={loading} total={total} noun="publication" />
      {rows.length > 0 && (
        <DataTable caption="Magazine publications" rows={rows} columns={columns} getRowId={(p) => String(p.id)} />
      )}
      {!loading && rows.length === 0 && <p>No publications match.</p>}
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </PageWrapper>
  );
}
