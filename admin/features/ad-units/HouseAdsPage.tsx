import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { useHasPermission } from '../../shared/auth/use-has-permission.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { FilterBar, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { formatCount } from '../../shared/ui/format.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { deleteHouseAd } from './api/delete-house-ad.ts';
import { useHouseAds } from './api/get-house-ads.ts';
import { houseAdState } from './house-ad-form-values.ts';

const pageSize = 25;
const date = (ms: number | null | undefined) => (typeof ms === 'number' ? new Date(ms).toLocaleString() : '');

/**
 * /admin/house-ads: the embedded ad server's house ads — what each serves, its dates, weight and
 * whether it runs now; managers add, edit and delete (view_ad_unit_patterns or manage_ad_unit_patterns).
 */
export default function HouseAdsPage() {
  return (
    <RequirePermission permissions={['view_ad_unit_patterns', 'manage_ad_unit_patterns']}>
      <HouseAds />
    </RequirePermission>
  );
}

function HouseAds() {
  const canManage = useHasPermission(['manage_ad_unit_patterns']);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText).trim();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search]);
  const { data, loading, reload } = useHouseAds({
    input: { search: search || null, pagination: { limit: pageSize, skip: (page - 1) * pageSize } },
  });
  const rows = data?.getHouseAdStream.edges.map((edge) => edge.node) ?? [];
  const total = data?.getHouseAdStream.totalCount ?? 0;
  const now = Date.now();

  const remove = async (ad: { id: number; name: string }) => {
    if (!window.confirm(`Delete the house ad “${ad.name}”? The ad server stops serving it.`)) return;
    try {
      await deleteHouseAd(ad.id);
      notify.success(`Deleted “${ad.name}”.`);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const filters = (
    <FilterBar label="Filter house ads">
      <FilterText id="house-ad-search" label="Search" value={searchText} onChange={setSearchText} placeholder="Name" />
    </FilterBar>
  );
  const actions = (
    <>
      <Link className="button-link secondary" to="/ad-unit-patterns">
        Ad unit patterns
      </Link>{' '}
      {canManage && (
        <Link className="button-link" to="/create-house-ad">
          Add house ad
        </Link>
      )}
    </>
  );

  return (
    <PageWrapper title="House Ads" panel={filters} actions={actions}>
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${formatCount(total)} house ad${total === 1 ? '' : 's'}`}
      </p>
      <table className="data-table">
        <caption className="visually-hidden">House ads</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Serves</th>
            <th scope="col">Size</th>
            <th scope="col">Start</th>
            <th scope="col">End</th>
            <th scope="col">Weight</th>
            <th scope="col">Status</th>
            {canManage && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((ad) => (
            <tr key={ad.id}>
              <td>{canManage ? <Link to={`/edit-house-ad/${ad.id}`}>{ad.name}</Link> : ad.name}</td>
              <td>{ad.adUnitKey ?? (ad.adUnitType ? `Every ${ad.adUnitType} unit` : 'Every unit')}</td>
              <td>{ad.size ?? 'Out of page'}</td>
              <td>{date(ad.startDate)}</td>
              <td>{date(ad.endDate)}</td>
              <td>{ad.weight}</td>
              <td>{houseAdState(ad, now)}</td>
              {canManage && (
                <td className="row-actions">
                  <Link to={`/edit-house-ad/${ad.id}`} aria-label={`Edit ${ad.name}`}>
                    Edit
                  </Link>{' '}
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Delete ${ad.name}`}
                    onClick={() => void remove(ad)}
                  >
                    Delete
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </PageWrapper>
  );
}
