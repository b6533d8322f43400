import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../../content-engine/client/toasts.tsx';

const pollMs = 1500;

/**
 * Loads `load` and polls it while `working` says so (the engine resumes a stalled job on the
 * poll); `load` must be stable (useCallback, or a module function): a new one loads again.
 */
export function usePolled<T>(load: (() => Promise<T>) | null, working: (value: T) => boolean) {
  const [value, setValue] = useState<T | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!load) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await load();
        if (!alive) return;
        setValue(next);
        if (working(next)) timer = setTimeout(() => void poll(), pollMs);
      } catch (error) {
        if (alive) notify.error((error as Error).message);
      }
    };
    void poll();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [load, generation]);
  return { value, reload: useCallback(() => setGeneration((g) => g + 1), []) };
}
