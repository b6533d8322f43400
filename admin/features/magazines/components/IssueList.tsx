import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import type {
  MagazineIssueListSortField,
  MagazineStatus,
} from '../../../../content-engine/documents/generated/schema-types.ts';
import type { GetMagazineIssueListQuery } from '../../../../content-engine/documents/generated/query/magazine/getMagazineIssueList.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../../shared/ui/filters/FilterBar.tsx';
import { formatCount } from '../../../shared/ui/format.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { deleteIssue } from '../api/delete-issue.ts';
import { useIssueList } from '../api/get-issue-list.ts';
import { usePublicationsForSelect } from '../../../shared/api/publications-for-select.ts';
import { ListSummary, RowActions, sortOf } from './list-parts.tsx';
import { formatMailDate, statusLabel, statusOptions } from './magazine-format.ts';

type Issue = GetMagazineIssueListQuery['getMagazineIssueList']['edges'][number]['node'];
const pageSize = 25;
const sorts = [
  { value: 'mailDate:desc', label: 'Mail date (newest first)' },
  { value: 'mailDate:asc', label: 'Mail date (oldest first)' },
  { value: 'name:asc', label: 'Name (A–Z)' },
  { value: 'updated:desc', label: 'Recently changed' },
];

/** The issues list: search, publication, status and year filters, sort, 25 a page; edit and delete per row. */
export function IssueList() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [publication, setPublication] = useState('');
  const [status, setStatus] = useState<'' | MagazineStatus>('');
  const [year, setYear] = useState('');
  const [sort, setSort] = useState('mailDate:desc');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, publication, status, year, sort]);
  const publications = usePublicationsForSelect().data?.magazinePublicationsForSelect ?? [];
  const { data, loading, reload } = useIssueList({
    input: {
      search: search.trim() || null,
      publicationId: publication ? Number(publication) : null,
      status: status || null,
      year: year ? Number(year) : null,
      sort: sortOf<MagazineIssueListSortField>(sort),
      pagination: { limit: pageSize, skip: (page - 1) * pageSize },
    },
  });
  const list = data?.getMagazineIssueList;
  const rows = list?.edges.map((edge) => edge.node) ?? [];
  const total = list?.totalCount ?? 0;

  const remove = async (issue: Issue) => {
    const items = issue.contentCount ? ` Its ${formatCount(issue.contentCount)} items stay, outside the issue.` : '';
    if (!window.confirm(`Delete the issue "${issue.name}" of ${issue.publication.name}?${items}`)) return;
    try {
      await deleteIssue(issue.id);
      notify.success(`Deleted the issue ${issue.name}.`);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const column = createColumnHelper<Issue>();
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: ({ row, getValue }) => <Link to={`?id=${row.original.id}`}>{getValue()}</Link>,
    }),
    column.accessor((issue) => issue.publication.name, { id: 'publication', header: 'Publication' }),
    column.accessor('mailDate', { header: 'Mail date', cell: ({ getValue }) => formatMailDate(getValue()) }),
    column.accessor('status', { header: 'Status', cell: ({ getValue }) => statusLabel(getValue()) }),
    column.accessor('contentCount', { header: 'Items', cell: ({ getValue }) => formatCount(getValue()) }),
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
    <FilterBar label="Filter issues">
      <FilterText
        id="issue-search"
        label="Search"
        placeholder="Issue or publication name"
        value={searchText}
        onChange={setSearchText}
      />
      <FilterSelect
        id="issue-publication"
        label="Publication"
        anyLabel="Any publication"
        value={publication}
        onChange={setPublication}
        options={publications.map((p) => ({ value: p.id, label: p.name }))}
      />
      <FilterSelect
        id="issue-status"
        label="Status"
        anyLabel="Any status"
        value={status}
        onChange={setStatus}
        options={statusOptions}
      />
      <FilterSelect
        id="issue-year"
        label="Year"
        anyLabel="Any year"
        value={year}
        onChange={setYear}
        options={(list?.years ?? []).map((y) => ({ value: y, label: String(y) }))}
      />
      <FilterSelect id="issue-sort" label="Sort by" value={sort} onChange={setSort} options={sorts} />
    </FilterBar>
  );
  const actions = (
    <Link className="button-link" to="?action=add">
      Add issue
    </Link>
  );
  return (
    <PageWrapper title="Magazine issues" panel={filters} actions={actions}>
      <ListSummary loading={loading} total={total} noun="issue" />
      {rows.length > 0 && (
        <DataTable caption="Magazine issues" rows={rows} columns={columns} getRowId={(i) => String(i.id)} />
      )}
      {!loading && rows.length === 0 && <p>No issues match.</p>}
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </PageWrapper>
  );
}
