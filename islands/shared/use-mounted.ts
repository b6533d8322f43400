import { useEffect, useState } from 'react';

/**
 * False during the server render and hydration, true after: what depends on the browser (cookies,
 * the address) renders only then, so the hydrated markup matches the server's.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
