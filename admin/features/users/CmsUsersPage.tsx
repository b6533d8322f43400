import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { hasAnyPermission } from '../../../content-engine/shared/permissions.ts';
import { $user } from '../../shared/auth/session.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { $site } from '../../shared/shell/site-context.ts';
import { CmsUsersTable } from './components/CmsUsersTable.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { formatCount } from './format.ts';
import { useCmsUserPage } from './hooks/use-cms-user-page.ts';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import './users.css';

const pageSize = 25;

/** /admin/cms-users: search (debounced 500 ms), status filter, pages of 25, links to the edit form. */
export default function CmsUsersPage() {
  const user = useStore($user);
  const allowed = hasAnyPermission(user, ['manage_users']);
  return (
    <PageWrapper
      title="CMS Users"
      actions={
        allowed && (
          <Link to="/create-cms-user" className="users-button-link">
            Create CMS user
          </Link>
        )
      }
    >
      {allowed ? <CmsUserList /> : <p role="alert">You do not have permission to manage CMS users.</p>}
    </PageWrapper>
  );
}

function CmsUserList() {
  const id = useId();
  const site = useStore($site);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | '0' | '1'>('');
  const [pageIndex, setPageIndex] = useState(0);
  const debouncedSearch = useDebouncedValue(search);
  const query = {
    search: debouncedSearch,
    status: status === '' ? null : Number(status),
    limit: pageSize,
    skip: pageIndex * pageSize,
  };
  const { page, loading, error } = useCmsUserPage(query);

  const siteNames = useMemo(() => new Map(site?.tenants.map((t) => [t.tenantKey, t.name])), [site]);
  const users = useMemo(
    () => page?.users.map((u) => ({ ...u, tenants: u.tenants.map((key) => siteNames.get(key) ?? key) })) ?? [],
    [page, siteNames],
  );
  const first = page && page.totalCount ? query.skip + 1 : 0;
  const summary = page
    ? `Showing ${formatCount(first)}–${formatCount(query.skip + users.length)} of ${formatCount(page.totalCount)} CMS users`
    : '';

  return (
    <>
      <form
        role="search"
        aria-label="Filter CMS users"
        className="users-filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label htmlFor={`${id}-search`}>Search</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder="Name, username or e-mail"
            onChange={(event) => {
              setSearch(event.target.value);
              setPageIndex(0);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as '' | '0' | '1');
              setPageIndex(0);
            }}
          >
            <option value="">All</option>
            <option value="1">Active</option>
            <option value="0">Inactive</option>
          </select>
        </div>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="users-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : summary}
      </p>
      {page && (
        <>
          {users.length ? <CmsUsersTable users={users} caption="CMS users" /> : <p>No CMS users match.</p>}
          <Pager
            page={pageIndex + 1}
            pageSize={pageSize}
            total={page.totalCount}
            onPage={(next) => setPageIndex(next - 1)}
          />
        </>
      )}
    </>
  );
}
