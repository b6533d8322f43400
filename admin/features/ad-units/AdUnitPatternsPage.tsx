import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { useHasPermission } from '../../shared/auth/use-has-permission.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { formatCount } from '../../shared/ui/format.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { deleteAdUnitPattern } from './api/delete-ad-unit-pattern.ts';
import { useAdUnitPatterns } from './api/get-ad-unit-patterns.ts';
import { adUnitTypeOptions } from './pattern-form-values.ts';

const pageSize = 25;

/**
 * /admin/ad-unit-patterns: the site's ad unit patterns, searched by name or key, filtered by
 * type and paged; managers add, edit and delete (view_ad_unit_patterns or manage_ad_unit_patterns).
 */
export default function AdUnitPatternsPage() {
  return (
    <RequirePermission permissions={['view_ad_unit_patterns', 'manage_ad_unit_patterns']}>
      <AdUnitPatterns />
    </RequirePermission>
  );
}

function AdUnitPatterns() {
  const canManage = useHasPermission(['manage_ad_unit_patterns']);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText).trim();
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, type]);
  const { data, loading, reload } = useAdUnitPatterns({
    input: { search: search || null, type: type || null, pagination: { limit: pageSize, skip: (page - 1) * pageSize } },
  });
  const rows = data?.getAdUnitAdminPatternStream.edges.map((edge) => edge.node) ?? [];
  const total = data?.getAdUnitAdminPatternStream.totalCount ?? 0;

  const remove = async (pattern: { id: number; name: string }) => {
    if (!window.confirm(`Delete the ad unit pattern “${pattern.name}”? Its slots leave the site's pages.`)) return;
    try {
      await deleteAdUnitPattern(pattern.id);
      notify.success(`Deleted “${pattern.name}”.`);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const filters = (
    <FilterBar label="Filter ad unit patterns">
      <FilterText
        id="ad-unit-search"
        label="Search"
        value={searchText}
        onChange={setSearchText}
        placeholder="Name or key"
      />
      <FilterSelect
        id="ad-unit-type"
        label="Type"
        value={type}
        onChange={setType}
        anyLabel="Any type"
        options={adUnitTypeOptions}
      />
    </FilterBar>
  );
  const actions = (
    <>
      <Link className="button-link secondary" to="/house-ads">
        House ads
      </Link>{' '}
      <Link className="button-link secondary" to="/ad-unit-settings-report">
        Settings report
      </Link>{' '}
      {canManage && (
        <Link className="button-link" to="/create-ad-unit-pattern">
          Add ad unit pattern
        </Link>
      )}
    </>
  );

  return (
    <PageWrapper title="Ad Unit Patterns" panel={filters} actions={actions}>
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${formatCount(total)} ad unit pattern${total === 1 ? '' : 's'}`}
      </p>
      <table className="data-table">
        <caption className="visually-hidden">Ad unit patterns</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Type</th>
            <th scope="col">Size</th>
            <th scope="col">Refresh</th>
            <th scope="col">Excluded page types</th>
            {canManage && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((pattern) => (
            <tr key={pattern.id}>
              <td>
                {canManage ? <Link to={`/edit-ad-unit-pattern/${pattern.id}`}>{pattern.name}</Link> : pattern.name}
              </td>
              <td>
                <code>{pattern.key}</code>
              </td>
              <td>{pattern.type}</td>
              <td>{pattern.size}</td>
              <td>{pattern.refreshRate ? `${pattern.refreshRate} s` : 'Never'}</td>
              <td>{pattern.excludePageTypes.join(', ') || '—'}</td>
              {canManage && (
                <td className="row-actions">
                  <Link to={`/edit-ad-unit-pattern/${pattern.id}`} aria-label={`Edit ${pattern.name}`}>
                    Edit
                  </Link>{' '}
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Delete ${pattern.name}`}
                    onClick={() => void remove(pattern)}
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
