import { useId, useState } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { PagedListBody, usePageOfFilters } from '../../shared/ui/PagedList.tsx';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { useTenantPage } from './api/get-tenants.ts';

const pageSize = 25;

interface TenantRow {
  tenantKey: string;
  name: string;
  abbreviation: string;
  domains: string[];
  enabledModules: string[];
  isTest: boolean;
}

const column = createColumnHelper<TenantRow>();
const columns = [
  column.accessor('name', {
    header: 'Name',
    cell: (info) => <Link to={`/tenants/${info.row.original.tenantKey}`}>{info.getValue()}</Link>,
  }),
  column.accessor('tenantKey', { header: 'Key' }),
  column.accessor('abbreviation', { header: 'Abbreviation' }),
  column.accessor('domains', { header: 'Domains', cell: (info) => info.getValue().join(', ') }),
  column.accessor('enabledModules', { header: 'Modules', cell: (info) => info.getValue().join(', ') || '—' }),
  column.accessor('isTest', { header: 'Test', cell: (info) => (info.getValue() ? 'Yes' : 'No') }),
];

/** /admin/tenants: the tenants the user may see (manage_modules), searched (debounced 500 ms), 25 a page. */
export default function TenantsPage() {
  return (
    <RequirePermission permissions={['manage_modules']}>
      <PageWrapper
        title="Tenants"
        actions={
          <Link to="/create-tenant" className="button-link">
            Create tenant
          </Link>
        }
      >
        <TenantList />
      </PageWrapper>
    </RequirePermission>
  );
}

function TenantList() {
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const [page, setPage] = usePageOfFilters(debounced);
  const { data, loading } = useTenantPage({
    input: { search: debounced.trim() || null, pagination: { limit: pageSize, skip: (page - 1) * pageSize } },
  });
  const rows = data?.getTenants.edges.map((edge) => edge.node) ?? [];
  return (
    <>
      <form role="search" aria-label="Filter tenants" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-search`}>Search</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder="Key, name, abbreviation or domain"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </form>
      <PagedListBody
        noun="tenant"
        caption="Tenants"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.tenantKey}
        loading={loading}
        total={data?.getTenants.totalCount ?? 0}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
    </>
  );
}
