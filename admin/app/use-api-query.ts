import { useEffect, useState } from 'react';
import { api } from './api.ts';
import { notify } from '../../content-engine/client/toasts.tsx';

export interface ApiQueryState<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Runs a named query whenever its variables change; an answer that arrives after newer variables
 * is dropped. Failures show an error toast (spec admin §8) and stay readable in `error`.
 */
export function useApiQuery<T>(
  name: string,
  variables: Record<string, unknown>,
  { skip = false } = {},
): ApiQueryState<T> {
  const key = JSON.stringify(variables);
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null }>({
    data: null,
    loading: !skip,
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (skip) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    api.query<T>(name, JSON.parse(key) as Record<string, unknown>).then(
      (data) => current && setState({ data, loading: false, error: null }),
      (error: Error) => {
        if (!current) return;
        notify.error(error.message);
        setState((previous) => ({ ...previous, loading: false, error: error.message }));
      },
    );
    return () => {
      current = false;
    };
  }, [name, key, skip, generation]);
  return { ...state, reload: () => setGeneration((g) => g + 1) };
}
