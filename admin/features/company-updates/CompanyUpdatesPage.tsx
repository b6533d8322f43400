import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { CompanyUpdateStatus } from '../../../content-engine/documents/generated/schema-types.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { formatCount, formatDateTime } from '../../shared/ui/format.ts';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { useCompanyUpdateStream, type CompanyUpdateRow } from './api/get-company-update-stream.ts';
import { RequestUpdateForm } from './components/RequestUpdateForm.tsx';
import { statusLabels, statusOptions } from './status-labels.ts';
import './company-updates.css';

const pageSize = 25;

type SortField = 'company' | 'requestedAt' | 'updated';
interface Sort {
  field: SortField;
  order: 'asc' | 'desc';
}
const sortLabels: Record<SortField, string> = { company: 'Company', requestedAt: 'Requested', updated: 'Last change' };

const columnsFor = (sortHeader: (field: SortField) => ReactNode): ColumnDef<CompanyUpdateRow>[] => [
  {
    id: 'company',
    header: () => sortHeader('company'),
    cell: ({ row }) => <Link to={`/company-updates/${row.original.id}`}>{row.original.company.name}</Link>,
  },
  { id: 'email', header: 'Sent to', cell: ({ row }) => row.original.email },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className={`status company-update-${row.original.status}`}>{statusLabels[row.original.status]}</span>
    ),
  },
  {
    id: 'requestedAt',
    header: () => sortHeader('requestedAt'),
    cell: ({ row }) => formatDateTime(row.original.requestedAt),
  },
  {
    id: 'expires',
    header: 'Link expires',
    cell: ({ row }) => (row.original.status === 'requested' ? formatDateTime(row.original.expires) : '—'),
  },
  { id: 'submitted', header: 'Submitted', cell: ({ row }) => formatDateTime(row.original.submittedAt) },
  { id: 'reviewed', header: 'Reviewed', cell: ({ row }) => formatDateTime(row.original.reviewedAt) },
  { id: 'updated', header: () => sortHeader('updated'), cell: ({ row }) => formatDateTime(row.original.updated) },
];

/**
 * /admin/company-updates: the requests sent to companies, searched by company or address, filtered
 * by status, sorted (company, requested, last change; the latest change first by default) and paged; "Request update" e-mails companies their links
 * (manage_content; the engine also needs companyUpdate.enabled).
 */
export default function CompanyUpdatesPage() {
  return (
    <RequirePermission permissions={['manage_content']}>
      <CompanyUpdates />
    </RequirePermission>
  );
}

function CompanyUpdates() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [status, setStatus] = useState<CompanyUpdateStatus | ''>('');
  const [page, setPage] = useState(1);
  const [requesting, setRequesting] = useState(false);
  const [sort, setSort] = useState<Sort>({ field: 'updated', order: 'desc' });
  useEffect(() => setPage(1), [search, status, sort]);
  const { data, loading, reload } = useCompanyUpdateStream({
    input: {
      search: search.trim() || null,
      status: status ? [status] : null,
      pagination: { limit: pageSize, skip: (page - 1) * pageSize },
      sort,
    },
  });
  const sortHeader = (field: SortField) => {
    const active = sort.field === field;
    const order = active ? (sort.order === 'desc' ? 'asc' : 'desc') : field === 'company' ? 'asc' : 'desc';
    return (
      <button type="button" className="sort-button" onClick={() => setSort({ field, order })}>
        {sortLabels[field]} {active ? (sort.order === 'desc' ? '▼' : '▲') : ''}
      </button>
    );
  };
  const ariaSort = (id: string) =>
    sort.field === id ? (sort.order === 'desc' ? 'descending' : 'ascending') : undefined;
  const rows = data?.getCompanyUpdateStream.edges.map((edge) => edge.node) ?? [];
  const total = data?.getCompanyUpdateStream.totalCount ?? 0;

  const filters = (
    <FilterBar label="Filter company updates">
      <FilterText
        id="company-update-search"
        label="Search"
        placeholder="Company or e-mail"
        value={searchText}
        onChange={setSearchText}
      />
      <FilterSelect
        id="company-update-status"
        label="Status"
        anyLabel="Any status"
        value={status}
        onChange={setStatus}
        options={statusOptions}
      />
    </FilterBar>
  );
  const actions = (
    <button type="button" className="primary" onClick={() => setRequesting(true)} disabled={requesting}>
      Request update
    </button>
  );

  return (
    <PageWrapper title="Company Updates" panel={filters} actions={actions}>
      {requesting && (
        <RequestUpdateForm
          onDone={(sent) => {
            setRequesting(false);
            if (sent) reload();
          }}
        />
      )}
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${formatCount(total)} company update${total === 1 ? '' : 's'}`}
      </p>
      <DataTable
        caption="Company updates"
        rows={rows}
        columns={columnsFor(sortHeader)}
        ariaSort={ariaSort}
        getRowId={(row) => String(row.id)}
      />
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </PageWrapper>
  );
}
