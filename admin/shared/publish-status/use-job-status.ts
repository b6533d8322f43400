import { useEffect, useState } from 'react';

interface JobWatch<Jobs, Status extends { state: string }> {
  /** The newest regeneration jobs of what was saved. */
  fetchJobs: () => Promise<Jobs>;
  /** When the write committed (server time). */
  savedAt: number;
  /** Where the jobs stand for that save. */
  statusOf: (jobs: Jobs, savedAt: number) => Status;
  pollMs: number;
  giveUpMs: number;
}

/**
 * Polls a save's regeneration jobs until they are live or failed (or `giveUpMs` passes), as the
 * publish status panels show it. One watch per save: `fetchJobs` and `statusOf` are read when the
 * watch starts, so a new function each render does not restart it.
 */
export function useJobStatus<Jobs, Status extends { state: string }>({
  fetchJobs,
  savedAt,
  statusOf,
  pollMs,
  giveUpMs,
}: JobWatch<Jobs, Status>): Status | { state: 'waiting' } {
  const [status, setStatus] = useState<Status | { state: 'waiting' }>({ state: 'waiting' });
  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    setStatus({ state: 'waiting' });
    const poll = async () => {
      try {
        const next = statusOf(await fetchJobs(), savedAt);
        if (stopped) return;
        setStatus(next);
        if (next.state === 'live' || next.state === 'failed') return;
      } catch {
        // The next poll tries again.
      }
      if (!stopped && Date.now() - started < giveUpMs) timer = setTimeout(() => void poll(), pollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [savedAt]);
  return status;
}
