import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { formatCount } from '../../shared/ui/format.ts';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { createPerson } from './api/create-person.ts';
import { deletePerson } from './api/delete-person.ts';
import { usePersonList, type PersonItem } from './api/get-person-list.ts';
import { updatePerson } from './api/update-person.ts';
import { PersonForm, emptyPerson } from './components/PersonForm.tsx';
import { personColumns } from './components/person-columns.tsx';

const pageSize = 25;
type StatusFilter = '' | 'PUBLISHED' | 'DRAFT';
const statusOptions = [
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'DRAFT', label: 'Draft' },
];

/** /admin/persons: contributors and authors, searched, filtered and paged; `?create` opens the add form (manage_contracts). */
export default function PersonsPage() {
  return (
    <RequirePermission permissions={['manage_contracts']}>
      <Persons />
    </RequirePermission>
  );
}

const toInput = (p: PersonItem) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  title: p.title,
  email: p.email,
  bio: p.bio,
  alias: p.alias ?? '',
  status: p.status === 2 ? ('DRAFT' as const) : ('PUBLISHED' as const),
});

function Persons() {
  const [params, setParams] = useSearchParams();
  const creating = params.has('create');
  const [editing, setEditing] = useState<PersonItem | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [status, setStatus] = useState<StatusFilter>('');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, status, order]);
  const { data, loading, reload } = usePersonList({
    input: {
      search: search.trim() || null,
      status: status ? [status] : ['PUBLISHED', 'DRAFT'],
      sort: { field: 'fullName', order },
      pagination: { limit: pageSize, skip: (page - 1) * pageSize },
    },
  });
  const rows = data?.getPersonStream.edges.map((edge) => edge.node) ?? [];
  const total = data?.getPersonStream.totalCount ?? 0;
  const closeForm = () => {
    setEditing(null);
    if (creating) setParams({});
  };

  const remove = async (person: PersonItem) => {
    if (!window.confirm(`Delete ${person.fullName}? They leave every byline and contacts block.`)) return;
    try {
      await deletePerson(person.id);
      notify.success(`Deleted ${person.fullName}.`);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  const columns = personColumns((person) => (
    <>
      <button type="button" aria-label={`Edit ${person.fullName}`} onClick={() => setEditing(person)}>
        Edit
      </button>{' '}
      <button
        type="button"
        className="danger"
        aria-label={`Delete ${person.fullName}`}
        onClick={() => void remove(person)}
      >
        Delete
      </button>
    </>
  ));

  const filters = (
    <FilterBar label="Filter persons">
      <FilterText
        id="person-search"
        label="Search"
        value={searchText}
        onChange={setSearchText}
        placeholder="Name, e-mail or title"
      />
      <FilterSelect
        id="person-status-filter"
        label="Status"
        anyLabel="Published and draft"
        value={status}
        onChange={setStatus}
        options={statusOptions}
      />
      <FilterSelect
        id="person-order"
        label="Sort by name"
        value={order}
        onChange={setOrder}
        options={[
          { value: 'asc', label: 'A to Z' },
          { value: 'desc', label: 'Z to A' },
        ]}
      />
    </FilterBar>
  );
  const actions = (
    <button
      type="button"
      className="button-link"
      onClick={() => {
        setEditing(null);
        setParams({ create: '' });
      }}
    >
      Add person
    </button>
  );

  return (
    <PageWrapper title="Persons" panel={filters} actions={actions}>
      {(creating || editing) && (
        <PersonForm
          key={editing?.id ?? 'new'}
          heading={editing ? `Edit ${editing.fullName}` : 'Add person'}
          initial={editing ? toInput(editing) : emptyPerson}
          onCancel={closeForm}
          onSave={async (values) => {
            const saved = editing ? await updatePerson(editing.id, values) : await createPerson(values);
            notify.success(`${saved.fullName} ${editing ? 'saved' : 'added'}.`);
            closeForm();
            reload();
          }}
        />
      )}
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${formatCount(total)} person${total === 1 ? '' : 's'}`}
      </p>
      <DataTable
        caption="Persons"
        rows={rows}
        columns={columns}
        getRowId={(person) => String(person.id)}
        ariaSort={(id) => (id === 'fullName' ? (order === 'asc' ? 'ascending' : 'descending') : undefined)}
      />
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </PageWrapper>
  );
}
