import { useEffect, useState } from 'react';
import { notify } from '../../../../content-engine/client/toasts.tsx';

/** A select's options loaded by `load` for `key` (none while the key is null); a failure shows an error toast. */
export function useChoices<T>(key: string | number | null, load: () => Promise<T[]>): T[] {
  const [choices, setChoices] = useState<T[]>([]);
  useEffect(() => {
    if (key === null) return void setChoices([]);
    let current = true;
    load().then(
      (found) => current && setChoices(found),
      (error: Error) => current && notify.error(error.message),
    );
    return () => {
      current = false;
    };
    // `load` is rebuilt each render; the key says what it loads.
  }, [key]);
  return choices;
}
