import { useEffect, useState } from 'react';

/** Search inputs are debounced 500 ms (spec admin §5). */
export const searchDebounceMs = 500;

/** The value once it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms = searchDebounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
