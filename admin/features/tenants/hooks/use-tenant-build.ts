import { useEffect, useState } from 'react';
import { getTenant, type TenantRecord } from '../api/get-tenant.ts';

const pollMs = 1_500;

/**
 * The tenant with its newest build job, read again every 1.5 s while that job is queued or
 * running (the first build of a new tenant), so the form shows its progress.
 */
export function useTenantBuild(key: string | undefined) {
  const [tenant, setTenant] = useState<TenantRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!key) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const load = async () => {
      try {
        const next = await getTenant(key);
        if (stopped) return;
        setTenant(next);
        setError(null);
        const status = next.latestBuildJob?.status;
        if (status === 'queued' || status === 'running') timer = setTimeout(() => void load(), pollMs);
      } catch (failure) {
        if (!stopped) setError((failure as Error).message);
      }
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, generation]);
  return { tenant, error, reload: () => setGeneration((n) => n + 1) };
}
