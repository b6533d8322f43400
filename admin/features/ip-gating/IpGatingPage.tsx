import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { formatCount } from '../../shared/ui/format.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { deleteSiteLicense } from './api/delete-site-license.ts';
import { getMembershipOptions } from './api/get-membership-options.ts';
import { getSiteLicenseStream } from './api/get-site-license-stream.ts';
import type { LicenseState, SiteLicenseItem } from './api/site-license-types.ts';
import { LicensesTable } from './components/LicensesTable.tsx';
import { licenseToday } from './license-form-values.ts';
import './ip-gating.css';

const pageSize = 25;

/** /admin/ip-gating-settings: the site's licences by company, searched (company or range), filtered by state, 25 a page. */
export default function IpGatingPage() {
  return (
    <RequirePermission permissions={['manage_ip_gating']}>
      <PageWrapper title="IP gating" actions={<Link to="/create-ip-gating">Create site licence</Link>}>
        <Licenses />
      </PageWrapper>
    </RequirePermission>
  );
}

function Licenses() {
  const id = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [state, setState] = useState<LicenseState>('');
  const [pageIndex, setPageIndex] = useState(0);
  const [page, setPage] = useState<{ licenses: SiteLicenseItem[]; totalCount: number } | null>(null);
  const [titles, setTitles] = useState(new Map<number, string>());
  const [reloads, setReloads] = useState(0);

  useEffect(() => setPageIndex(0), [search, state]);
  useEffect(() => {
    getMembershipOptions({ activeOnly: false }).then(
      (options) => setTitles(new Map(options.map((m) => [m.id, m.title]))),
      (failure: Error) => notify.error(failure.message),
    );
  }, []);
  useEffect(() => {
    let current = true;
    getSiteLicenseStream({ search, state, limit: pageSize, skip: pageIndex * pageSize }).then(
      (answer) => current && setPage(answer),
      (failure: Error) => current && notify.error(failure.message),
    );
    return () => {
      current = false;
    };
  }, [search, state, pageIndex, reloads]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const today = useMemo(() => licenseToday(), []);

  const remove = async (license: SiteLicenseItem) => {
    if (!window.confirm(`Delete the site licence of “${license.companyName}”?`)) return;
    try {
      await deleteSiteLicense(license.id);
      notify.success(`Site licence of “${license.companyName}” deleted.`);
      reload();
    } catch (failure) {
      notify.error((failure as Error).message);
    }
  };

  return (
    <>
      <FilterBar label="Filter site licences">
        <FilterText
          id={`${id}-search`}
          label="Search"
          value={searchText}
          onChange={setSearchText}
          placeholder="Company or IP range"
        />
        <FilterSelect
          id={`${id}-state`}
          label="State"
          value={state}
          onChange={setState}
          anyLabel="All"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'expired', label: 'Expired' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
      </FilterBar>
      <p role="status" aria-live="polite">
        {page ? `${formatCount(page.totalCount)} site licences` : 'Loading…'}
      </p>
      {page && (
        <>
          {page.licenses.length ? (
            <LicensesTable
              licenses={page.licenses}
              today={today}
              membershipTitles={titles}
              onDelete={(license) => void remove(license)}
            />
          ) : (
            <p>No site licences match.</p>
          )}
          <Pager page={pageIndex + 1} pageSize={pageSize} total={page.totalCount} onPage={(p) => setPageIndex(p - 1)} />
        </>
      )}
    </>
  );
}
