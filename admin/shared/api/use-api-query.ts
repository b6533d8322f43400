import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import type { VariablesArgument } from './graphql-client.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';

export interface ApiQueryState<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Runs a generated query document whenever its variables change; an answer that arrives after
 * newer variables is dropped. Failures show an error toast (spec admin §8) and stay readable in `error`.
 */
export function useApiQuery<R, V extends Record<string, unknown>>(
  document: TypedDocumentNode<R, V>,
  variables: V,
  { skip = false } = {},
): ApiQueryState<R> {
  const key = JSON.stringify(variables);
  const [state, setState] = useState<{ data: R | null; loading: boolean; error: string | null }>({
    data: null,
    loading: !skip,
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (skip) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    api.request(document, ...([JSON.parse(key)] as VariablesArgument<V>)).then(
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
  }, [document, key, skip, generation]);
  return { ...state, reload: () => setGeneration((g) => g + 1) };
}
