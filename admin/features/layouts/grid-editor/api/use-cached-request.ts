import { useEffect, useState } from 'react';

const answers = new Map<string, Promise<unknown>>();

/**
 * A request made once per page for every field that needs it (the sections, ad units or
 * publications each open block's selects read); a failed one is asked again next time.
 */
export function useCachedRequest<T>(key: string, load: () => Promise<T>): { data: T | null; error: string | null } {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({ data: null, error: null });
  useEffect(() => {
    let current = true;
    let answer = answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = load();
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    answer.then(
      (data) => current && setState({ data, error: null }),
      (error: Error) => current && setState({ data: null, error: error.message }),
    );
    return () => {
      current = false;
    };
    // `load` is the same request for the same key: the key alone says when to ask again.
  }, [key]);
  return state;
}
