import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { FilterBar, FilterSelect, FilterText } from '../../shared/ui/filters/FilterBar.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { formatCount } from '../../shared/ui/format.ts';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { useSyndicationList } from './api/get-syndication-list.ts';
import { SyndicateForm } from './components/SyndicateForm.tsx';
import { SyndicationsTable } from './components/SyndicationsTable.tsx';

const pageSize = 25;
const directions = [
  { value: 'outgoing', label: "This site's items on other sites" },
  { value: 'incoming', label: "Other sites' items on this site" },
];

/**
 * /admin/content-syndication (manage_content): shows an item of this site on sections of other
 * sites the user edits, as a copy there that follows it and keeps its canonical URL (ADR 60), and
 * lists what this site syndicates and receives.
 */
export default function ContentSyndicationPage() {
  return (
    <RequirePermission permissions={['manage_content']}>
      <ContentSyndication />
    </RequirePermission>
  );
}

function ContentSyndication() {
  const [params, setParams] = useSearchParams();
  const direction = params.get('direction') === 'incoming' ? 'incoming' : 'outgoing';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(text);
  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams({ direction, q: search, ...change });
    for (const [key, value] of [...next]) if (!value || (key === 'direction' && value === 'outgoing')) next.delete(key);
    setParams(next, { replace: true });
  };
  useEffect(() => {
    if (search !== (params.get('q') ?? '')) update({ q: search });
  }, [search]);
  const { data, loading, reload } = useSyndicationList({
    input: {
      direction,
      search: params.get('q') || null,
      pagination: { limit: pageSize, skip: (page - 1) * pageSize },
    },
  });
  const total = data?.getSyndicationList.totalCount ?? 0;
  const filters = (
    <FilterBar label="Filter syndications">
      <FilterSelect
        id="syndication-direction"
        label="Show"
        options={directions}
        value={direction}
        onChange={(value) => update({ direction: value })}
      />
      <FilterText id="syndication-search" label="Search" placeholder="Item name" value={text} onChange={setText} />
    </FilterBar>
  );
  return (
    <PageWrapper title="Content Syndication" panel={filters}>
      <section aria-labelledby="syndicate-heading" className="card">
        <h2 id="syndicate-heading">Syndicate an item</h2>
        <SyndicateForm onSyndicated={reload} />
      </section>
      <h2>{directions.find((d) => d.value === direction)!.label}</h2>
      <p className="list-summary" role="status" aria-live="polite">
        {loading ? 'Loading…' : total === 0 ? 'No syndications match.' : `${formatCount(total)} syndications`}
      </p>
      <SyndicationsTable rows={data?.getSyndicationList.items ?? []} caption="Syndications" />
      <Pager page={page} pageSize={pageSize} total={total} onPage={(p) => update({ page: String(p) })} />
    </PageWrapper>
  );
}
