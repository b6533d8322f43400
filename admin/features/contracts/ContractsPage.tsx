import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { formatCount } from '../../shared/ui/format.ts';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { deleteContract } from './api/delete-contract.ts';
import { useContractStream, type ContractItem } from './api/get-contract-stream.ts';
import { useContributors } from './api/get-contributors.ts';
import { contractColumns } from './components/contract-columns.tsx';

const pageSize = 25;
const statusOptions = [
  { value: 'APPROVED', label: 'Approved' },
  { value: 'PENDING', label: 'Pending' },
];

/** /admin/contracts: the site's contracts, newest first, searched, filtered by status and contributor, paged (manage_contracts). */
export default function ContractsPage() {
  return (
    <RequirePermission permissions={['manage_contracts']}>
      <Contracts />
    </RequirePermission>
  );
}

function Contracts() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [status, setStatus] = useState<'' | 'APPROVED' | 'PENDING'>('');
  const [contributor, setContributor] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, status, contributor]);
  const { data, loading, reload } = useContractStream({
    input: {
      search: search.trim() || null,
      status: status || null,
      contributorId: contributor ? Number(contributor) : null,
      pagination: { limit: pageSize, skip: (page - 1) * pageSize },
    },
  });
  const people = useContributors().data?.getPersonStream.edges.map(({ node }) => node) ?? [];
  const rows = data?.getContractStream.edges.map((edge) => edge.node) ?? [];
  const total = data?.getContractStream.totalCount ?? 0;

  const remove = async (contract: ContractItem) => {
    if (!window.confirm(`Delete the contract “${contract.title}” with ${contract.contributor.fullName}?`)) return;
    try {
      await deleteContract(contract.id);
      notify.success(`Deleted the contract “${contract.title}”.`);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  const columns = contractColumns((contract) => (
    <>
      <Link to={`/contract/${contract.id}`} aria-label={`Edit ${contract.title}`}>
        Edit
      </Link>{' '}
      <button
        type="button"
        className="danger"
        aria-label={`Delete ${contract.title}`}
        onClick={() => void remove(contract)}
      >
        Delete
      </button>
    </>
  ));

  const filters = (
    <FilterBar label="Filter contracts">
      <FilterText
        id="contract-search"
        label="Search"
        value={searchText}
        onChange={setSearchText}
        placeholder="Title or contributor"
      />
      <FilterSelect
        id="contract-status"
        label="Status"
        anyLabel="Any status"
        value={status}
        onChange={setStatus}
        options={statusOptions}
      />
      <FilterSelect
        id="contract-contributor"
        label="Contributor"
        anyLabel="Any contributor"
        value={contributor}
        onChange={setContributor}
        options={people.map((person) => ({ value: String(person.id), label: person.fullName }))}
      />
    </FilterBar>
  );
  const actions = (
    <Link className="button-link" to="/create-contract">
      Add contract
    </Link>
  );

  return (
    <PageWrapper title="Contracts" panel={filters} actions={actions}>
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${formatCount(total)} contract${total === 1 ? '' : 's'}`}
      </p>
      <DataTable caption="Contracts" rows={rows} columns={columns} getRowId={(contract) => String(contract.id)} />
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </PageWrapper>
  );
}
