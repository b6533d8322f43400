import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import type { ExportKind } from '../../../../content-engine/documents/generated/schema-types.ts';
import { getExportJobs, type ExportJobRow } from '../api/get-export-jobs.ts';

const pollMs = 1500;
const working = (job: ExportJobRow) => job.status === 'queued' || job.status === 'running';

/** The screen's recent exports; polled while one is queued or running (the engine resumes a stalled one on the poll). */
export function useExportJobs(kinds: ExportKind[]) {
  const [jobs, setJobs] = useState<ExportJobRow[] | null>(null);
  const [generation, setGeneration] = useState(0);
  const key = kinds.join(',');
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await getExportJobs(key.split(',') as ExportKind[]);
        if (!alive) return;
        setJobs(next);
        if (next.some(working)) timer = setTimeout(() => void poll(), pollMs);
      } catch (error) {
        if (alive) notify.error((error as Error).message);
      }
    };
    void poll();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [key, generation]);
  return { jobs, reload: useCallback(() => setGeneration((g) => g + 1), []) };
}
