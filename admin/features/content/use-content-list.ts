import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GetContentListQuery } from '../../../content-engine/documents/generated/query/content/getContentList.ts';
import { useContentStream } from './api/get-content-list.ts';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value.ts';
import {
  contentStreamInput,
  readContentListQuery,
  writeContentListQuery,
  type ContentListQuery,
} from './content-list-query.ts';
import { useSectionOptions } from './section-options.ts';

export type ContentRow = GetContentListQuery['getContentStream']['edges'][number]['node'];

/**
 * A content list whose filters live in the address bar: the query, its update, the search box
 * text (the list follows it once debounced), the sections for the filter, and the page of rows.
 */
export function useContentList() {
  const [params, setParams] = useSearchParams();
  const query = readContentListQuery(params);
  const [searchText, setSearchText] = useState(query.search);
  const search = useDebouncedValue(searchText);
  const sections = useSectionOptions();
  const update = (change: Partial<ContentListQuery>) =>
    setParams(writeContentListQuery({ ...query, page: 1, ...change }), { replace: true });

  useEffect(() => {
    // Only a settled search text changes the list.
    if (search !== query.search) update({ search });
  }, [search]);

  const { data, loading, reload } = useContentStream({
    input: contentStreamInput(query),
  });
  const rows = useMemo(() => data?.getContentStream.edges.map((edge) => edge.node) ?? [], [data]);
  return {
    params,
    query,
    update,
    searchText,
    setSearchText,
    sections,
    rows,
    loading,
    reload,
    total: data?.getContentStream.totalCount ?? 0,
    hasNextPage: data?.getContentStream.pageInfo.hasNextPage ?? false,
  };
}
