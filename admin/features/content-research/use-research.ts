import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import { useResearchContent } from './api/research-content.ts';
import { readResearchQuery, researchInput, writeResearchQuery, type ResearchQuery } from './research-query.ts';

/**
 * A research whose filters live in the address bar: the query, its update, the text boxes (the
 * result follows them once debounced), the page of rows, the total and the sites to choose from.
 */
export function useResearch() {
  const [params, setParams] = useSearchParams();
  const query = readResearchQuery(params);
  const [text, setText] = useState({ search: query.search, author: query.author });
  const settled = useDebouncedValue(text);
  const update = (change: Partial<ResearchQuery>) =>
    setParams(writeResearchQuery({ ...query, page: 1, ...change }), { replace: true });

  useEffect(() => {
    // Only settled text changes the result.
    if (settled.search !== query.search || settled.author !== query.author) update(settled);
  }, [settled]);

  const { data, loading } = useResearchContent({ input: researchInput(query) });
  const rows = useMemo(() => data?.researchContent.items ?? [], [data]);
  return {
    query,
    update,
    text,
    onText: (change: Partial<typeof text>) => setText({ ...text, ...change }),
    rows,
    loading,
    total: data?.researchContent.totalCount ?? 0,
    sites: data?.researchContent.sites ?? [],
  };
}
