import { useEffect, useState } from 'react';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { getHistory, type HistoryFilter, type HistoryPage } from '../api/get-history.ts';

export interface HistoryState {
  page: HistoryPage | null;
  loading: boolean;
  error: string | null;
}

/** Loads the history page of `filter` whenever it changes; an answer to an older filter is dropped. Errors toast. */
export function useHistory(filter: HistoryFilter): HistoryState {
  const [state, setState] = useState<HistoryState>({ page: null, loading: true, error: null });
  const { entityType, entityId, page } = filter;
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    getHistory({ entityType, entityId, page }).then(
      (result) => current && setState({ page: result, loading: false, error: null }),
      (error: Error) => {
        if (!current) return;
        notify.error(error.message);
        setState((previous) => ({ ...previous, loading: false, error: error.message }));
      },
    );
    return () => {
      current = false;
    };
  }, [entityType, entityId, page]);
  return state;
}
