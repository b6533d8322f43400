import { useEffect, useState } from 'react';
import { getCmsUserStream, type CmsUserPage, type CmsUserStreamQuery } from '../api/get-cms-user-stream.ts';

export interface CmsUserPageState {
  page: CmsUserPage | null;
  loading: boolean;
  error: string | null;
}

/** The list page for the query; an answer that arrives after a newer query is dropped. */
export function useCmsUserPage(query: CmsUserStreamQuery): CmsUserPageState {
  const [state, setState] = useState<CmsUserPageState>({ page: null, loading: true, error: null });
  const { search, status, limit, skip } = query;
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    getCmsUserStream({ search, status, limit, skip }).then(
      (page) => current && setState({ page, loading: false, error: null }),
      (error: Error) => current && setState((previous) => ({ ...previous, loading: false, error: error.message })),
    );
    return () => {
      current = false;
    };
  }, [search, status, limit, skip]);
  return state;
}
