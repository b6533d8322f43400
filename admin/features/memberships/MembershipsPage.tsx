import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { formatCount } from '../../shared/ui/format.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { deleteMembership } from './api/delete-membership.ts';
import { getMemberships } from './api/get-memberships.ts';
import type { MembershipItem } from './api/membership-types.ts';
import { MembershipsTable } from './components/MembershipsTable.tsx';
import { filterMemberships, type MembershipListFilter } from './membership-list.ts';
import './memberships.css';

const pageSize = 25;

/** /admin/memberships: the site's memberships, searched, filtered by status and price, 25 a page (manage_memberships). */
export default function MembershipsPage() {
  return (
    <RequirePermission permissions={['manage_memberships']}>
      <PageWrapper title="Memberships" actions={<Link to="/create-membership">Create membership</Link>}>
        <Memberships />
      </PageWrapper>
    </RequirePermission>
  );
}

function Memberships() {
  const id = useId();
  const [all, setAll] = useState<MembershipItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [filter, setFilter] = useState<Omit<MembershipListFilter, 'search'>>({ status: '', price: '' });
  const [pageIndex, setPageIndex] = useState(0);

  const load = useCallback(() => {
    getMemberships().then(setAll, (failure: Error) => {
      setError(failure.message);
      notify.error(failure.message);
    });
  }, []);
  useEffect(load, [load]);
  useEffect(() => setPageIndex(0), [search, filter]);

  const remove = async (membership: MembershipItem) => {
    if (!window.confirm(`Delete the membership “${membership.title}”?`)) return;
    try {
      await deleteMembership(membership.id);
      notify.success(`Membership “${membership.title}” deleted.`);
      load();
    } catch (failure) {
      notify.error((failure as Error).message);
    }
  };

  const matching = all ? filterMemberships(all, { search, ...filter }) : [];
  const shown = matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  return (
    <>
      <FilterBar label="Filter memberships">
        <FilterText
          id={`${id}-search`}
          label="Search"
          value={searchText}
          onChange={setSearchText}
          placeholder="Title or alias"
        />
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status })}
          anyLabel="All"
          options={[
            { value: '1', label: 'Active' },
            { value: '0', label: 'Inactive' },
          ]}
        />
        <FilterSelect
          id={`${id}-price`}
          label="Price"
          value={filter.price}
          onChange={(price) => setFilter({ ...filter, price })}
          anyLabel="Free and paid"
          options={[
            { value: 'free', label: 'Free' },
            { value: 'paid', label: 'Paid' },
          ]}
        />
      </FilterBar>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p role="status" aria-live="polite">
        {all ? `${formatCount(matching.length)} of ${formatCount(all.length)} memberships` : 'Loading…'}
      </p>
      {all && (
        <>
          {shown.length ? (
            <MembershipsTable memberships={shown} onDelete={(m) => void remove(m)} />
          ) : (
            <p>No memberships match.</p>
          )}
          <Pager page={pageIndex + 1} pageSize={pageSize} total={matching.length} onPage={(p) => setPageIndex(p - 1)} />
        </>
      )}
    </>
  );
}
