import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { formatCount, formatDateTime } from '../../shared/ui/format.ts';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import type { SiteUserSortField } from '../../../content-engine/documents/generated/schema-types.ts';
import { useSiteNewsletters } from './api/get-site-newsletters.ts';
import { useMemberships } from './api/get-memberships.ts';
import { useSiteUserStream, type SiteUserListItem } from './api/get-site-user-stream.ts';
import {
  fullName,
  initialQuery,
  nextSort,
  pageSize,
  siteUserStreamVariables,
  type SiteUserListQuery,
} from './site-user-list-query.ts';
import './site-users.css';

const column = createColumnHelper<SiteUserListItem>();
const sortLabels: Record<SiteUserSortField, string> = {
  email: 'E-mail',
  name: 'Name',
  company: 'Company',
  created: 'Registered',
};

/** /admin/site-users: the site's site users, searched, filtered, sorted and paged (manage_site_users). */
export default function SiteUsersPage() {
  return (
    <RequirePermission permissions={['manage_site_users']}>
      <SiteUsers />
    </RequirePermission>
  );
}

function SiteUsers() {
  const [query, setQuery] = useState<SiteUserListQuery>(initialQuery);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  useEffect(() => setQuery((q) => ({ ...q, search, page: 1 })), [search]);
  const { data, loading } = useSiteUserStream(siteUserStreamVariables(query));
  const memberships = useMemberships().data?.getMembershipStream.edges.map((e) => e.node) ?? [];
  const newsletters = useSiteNewsletters();
  const rows = data?.getSiteUserStream.edges.map((edge) => edge.node) ?? [];
  const total = data?.getSiteUserStream.totalCount ?? 0;
  const filter = (change: Partial<SiteUserListQuery>) => setQuery((q) => ({ ...q, ...change, page: 1 }));

  const sortHeader = (field: SiteUserSortField) => (
    <button type="button" className="sort-button" onClick={() => filter(nextSort(query, field))}>
      {sortLabels[field]} {query.sort === field ? (query.order === 'desc' ? '▼' : '▲') : ''}
    </button>
  );
  const columns = useMemo(
    () => [
      column.accessor('email', {
        header: () => sortHeader('email'),
        cell: (info) => <Link to={`/site-users/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      column.accessor((row) => fullName(row) || '—', { id: 'name', header: () => sortHeader('name') }),
      column.accessor((row) => row.company || '—', { id: 'company', header: () => sortHeader('company') }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => (info.getValue() === 'active' ? 'Active' : 'Pending'),
      }),
      column.accessor('created', {
        header: () => sortHeader('created'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ],
    // The sort headers read the current sort.
    [query.sort, query.order],
  );
  const ariaSort = (id: string) =>
    query.sort === id ? (query.order === 'desc' ? 'descending' : 'ascending') : undefined;
  const first = total === 0 ? 0 : (query.page - 1) * pageSize + 1;
  const last = Math.min(total, query.page * pageSize);

  const filters = (
    <FilterBar label="Filter site users">
      <FilterText
        id="site-user-search"
        label="Search"
        placeholder="Name, e-mail or company"
        value={searchText}
        onChange={setSearchText}
      />
      <FilterSelect
        id="site-user-status"
        label="Status"
        anyLabel="Any status"
        value={query.status}
        onChange={(status) => filter({ status })}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'pending', label: 'Pending (registration not completed)' },
        ]}
      />
      <FilterSelect
        id="site-user-membership"
        label="Membership"
        anyLabel="Any membership"
        value={query.membershipId}
        onChange={(membershipId) => filter({ membershipId })}
        options={memberships.map((m) => ({ value: m.id, label: m.title }))}
      />
      <FilterSelect
        id="site-user-newsletter"
        label="Newsletter"
        anyLabel="Any newsletter"
        value={query.newsletterId}
        onChange={(newsletterId) => filter({ newsletterId })}
        options={newsletters.map((n) => ({ value: n.id, label: n.title }))}
      />
      <div className="field">
        <label htmlFor="site-user-from">Registered from</label>
        <input
          id="site-user-from"
          type="date"
          value={query.registeredFrom}
          onChange={(e) => filter({ registeredFrom: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="site-user-to">Registered to</label>
        <input
          id="site-user-to"
          type="date"
          value={query.registeredTo}
          onChange={(e) => filter({ registeredTo: e.target.value })}
        />
      </div>
    </FilterBar>
  );
  const actions = (
    <Link className="button-link" to="/migrate-site-users">
      Import from CSV
    </Link>
  );

  return (
    <PageWrapper title="Site Users" panel={filters} actions={actions}>
      <p className="list-summary" role="status" aria-live="polite">
        {loading
          ? 'Loading…'
          : total === 0
            ? 'No site user matches these filters.'
            : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} site users`}
      </p>
      <DataTable
        caption="Site users"
        rows={rows}
        columns={columns}
        ariaSort={ariaSort}
        getRowId={(row) => String(row.id)}
      />
      <Pager page={query.page} pageSize={pageSize} total={total} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
    </PageWrapper>
  );
}
