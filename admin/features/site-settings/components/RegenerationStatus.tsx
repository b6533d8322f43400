import { useEffect, useState } from 'react';
import { getSettingsBuildJobs } from '../api/get-settings-build-jobs.ts';
import { regenerationStatus, regenerationText, type RegenerationStatus as Status } from '../regeneration-status.ts';

const pollMs = 500;
const giveUpMs = 10 * 60_000;

/** What a settings save regenerates, live: queued → "Regenerating N of M pages…" → "Live". */
export function RegenerationStatus({ savedAt }: { savedAt: number }) {
  const [status, setStatus] = useState<Status>({ state: 'waiting' });
  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    setStatus({ state: 'waiting' });
    const poll = async () => {
      try {
        const next = regenerationStatus(await getSettingsBuildJobs(), savedAt);
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
  return (
    <section className={`publish-status publish-status-${status.state}`} aria-label="Regeneration status">
      <p role={status.state === 'failed' ? 'alert' : 'status'}>
        {status.state === 'live' ? <strong>Live</strong> : regenerationText(status)}
        {status.state === 'live' && ' on the site.'}
      </p>
    </section>
  );
}
