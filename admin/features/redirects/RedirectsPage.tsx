import { useEffect, useState } from 'react';
import { useRedirectStream } from './api/get-redirect-stream.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { Link } from 'react-router';
import { formatCount } from '../../shared/ui/format.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { EditRedirectRow } from './EditRedirectRow.tsx';
import { deleteRedirect } from './api/delete-redirect.ts';
import { isStoredRedirect, redirectStreamInput, type RedirectItem } from './api/redirect-stream.ts';
import { FilterBar, FilterText } from '../../shared/ui/filters/FilterBar.tsx';

const pageSize = 25;

/** /admin/redirects: the site's redirects, searched and paged, each editable in place and deletable (manage_redirects). */
export default function RedirectsPage() {
  return (
    <RequirePermission permissions={['manage_redirects']}>
      <Redirects />
    </RequirePermission>
  );
}

function Redirects() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  useEffect(() => setPage(1), [search]);
  const { data, loading, reload } = useRedirectStream(redirectStreamInput({ search, page, pageSize }));
  const rows = data?.getRedirectStream.edges.map((edge) => edge.node).filter(isStoredRedirect) ?? [];
  const total = data?.getRedirectStream.totalCount ?? 0;

  const remove = async (redirect: RedirectItem) => {
    if (!window.confirm(`Delete the redirect from ${redirect.from} to ${redirect.to}?`)) return;
    try {
      await deleteRedirect(redirect.id);
      notify.success(`Deleted the redirect from ${redirect.from}.`);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const filters = (
    <FilterBar label="Filter redirects">
      <FilterText
        id="redirect-search"
        label="Search"
        type="text"
        placeholder="From or to"
        value={searchText}
        onChange={setSearchText}
      />
    </FilterBar>
  );
  const actions = (
    <Link className="button-link" to="/create-redirect">
      Add redirect
    </Link>
  );

  return (
    <PageWrapper title="Redirects" panel={filters} actions={actions}>
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${formatCount(total)} redirect${total === 1 ? '' : 's'}`}
      </p>
      <table className="data-table">
        <caption className="visually-hidden">Redirects</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Code</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((redirect) =>
            editing === redirect.id ? (
              <EditRedirectRow
                key={redirect.id}
                redirect={redirect}
                onDone={(saved) => {
                  setEditing(null);
                  if (saved) reload();
                }}
              />
            ) : (
              <tr key={redirect.id}>
                <td>{redirect.from}</td>
                <td>{redirect.to}</td>
                <td>{redirect.code}</td>
                <td className="row-actions">
                  <button
                    type="button"
                    aria-label={`Edit the redirect from ${redirect.from}`}
                    onClick={() => setEditing(redirect.id)}
                  >
                    Edit
                  </button>{' '}
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Delete the redirect from ${redirect.from}`}
                    onClick={() => void remove(redirect)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </PageWrapper>
  );
}
