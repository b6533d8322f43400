import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Runs `search` on the debounced text (2 characters at least): the matches and a status line. */
export function useDebouncedSearch<T>(text: string, search: (phrase: string) => Promise<T[]>) {
  const phrase = useDebouncedValue(text).trim();
  const [matches, setMatches] = useState<T[]>([]);
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (phrase.length < 2) {
      setMatches([]);
      setStatus(phrase ? 'Type at least 2 characters.' : '');
      return;
    }
    let current = true;
    setStatus('Searching…');
    search(phrase).then(
      (found) => current && (setMatches(found), setStatus(found.length ? '' : 'No matches.')),
      (failure: Error) => current && (setMatches([]), setStatus(failure.message)),
    );
    return () => {
      current = false;
    };
  }, [phrase, search]);
  return { matches, status };
}
