import { useCallback, useEffect, useState } from 'react';
import { useTaxonomyList } from './api/get-taxonomy-list.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { formatCount } from '../../shared/ui/format.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { deleteTerm } from './api/delete-term.ts';
import { taxonomyListInput, type TaxonomyTerm, type TaxonomyType } from './api/taxonomy-inputs.ts';
import { TaxonomyFilters } from './TaxonomyFilters.tsx';
import { TaxonomyTable } from './TaxonomyTable.tsx';
import { TermForm } from './TermForm.tsx';
import './taxonomy.css';

const pageSize = 25;
type Editing = { term: TaxonomyTerm | null } | null;

/** /admin/taxonomy: the site's terms, filtered by type, searched and paged; create, edit, delete (manage_taxonomy). */
export default function TaxonomyPage() {
  return (
    <RequirePermission permissions={['manage_taxonomy']}>
      <Taxonomy />
    </RequirePermission>
  );
}

function Taxonomy() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [type, setType] = useState<TaxonomyType | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  useEffect(() => setPage(1), [search, type]);
  const { data, loading, reload } = useTaxonomyList(taxonomyListInput({ search, type, page, pageSize }));
  const rows = data?.getTaxonomyStream.edges.map((edge) => edge.node) ?? [];
  const total = data?.getTaxonomyStream.totalCount ?? 0;
  const parentId = editing?.term?.parentId ?? null;
  const parentQuery = useTaxonomyList({ input: { includeIds: [parentId ?? 0] } }, { skip: parentId === null });
  const parent = parentId === null ? null : (parentQuery.data?.getTaxonomyStream.edges[0]?.node ?? null);

  const remove = useCallback(
    async (term: TaxonomyTerm) => {
      if (!window.confirm(`Delete the term ${term.fullName}? It is removed from every content item.`)) return;
      try {
        await deleteTerm(term.id);
        notify.success(`Deleted the term ${term.fullName}.`);
        setEditing(null);
        reload();
      } catch (error) {
        notify.error((error as Error).message);
      }
    },
    [reload],
  );
  const edit = useCallback((term: TaxonomyTerm) => setEditing({ term }), []);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  const actions = (
    <button type="button" className="primary" onClick={() => setEditing({ term: null })}>
      Add term
    </button>
  );
  const filters = <TaxonomyFilters type={type} onType={setType} searchText={searchText} onSearchText={setSearchText} />;

  return (
    <PageWrapper title="Taxonomy" panel={filters} actions={actions}>
      {editing && (parentId === null || !parentQuery.loading) && (
        <TermForm
          key={editing.term?.id ?? 'new'}
          term={editing.term}
          parent={parent}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      <p className="list-summary" role="status" aria-live="polite">
        {loading
          ? 'Loading…'
          : total === 0
            ? 'No terms match these filters.'
            : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
      </p>
      <TaxonomyTable rows={rows} onEdit={edit} onDelete={(term) => void remove(term)} />
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </PageWrapper>
  );
}
