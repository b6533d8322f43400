import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $site } from '../shell/site-context.ts';
import { siteOrigin } from '../shell/site-origin.ts';
import { publishStatus, type PublishStatus, type WatchedJob } from './publish-status.ts';

const pollMs = 250;
const giveUpMs = 120_000;

interface PublishStatusPanelProps {
  /** The newest regeneration jobs of the saved record's change tag (content:12, layout:4…). */
  fetchJobs: () => Promise<WatchedJob[]>;
  /** When the write committed (server time): jobs created since carry the change. */
  savedAt: number;
}

/**
 * Live status after a save: polls the record's regeneration job until it is live or failed.
 * Mount it with a key per save (`key={savedAt}`): `fetchJobs` is read when it mounts.
 */
export function PublishStatusPanel({ fetchJobs, savedAt }: PublishStatusPanelProps) {
  const site = useStore($site);
  const [status, setStatus] = useState<PublishStatus>({ state: 'waiting' });
  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const jobs = await fetchJobs();
        if (stopped) return;
        const next = publishStatus(jobs, savedAt);
        setStatus(next);
        if (next.state === 'live' || next.state === 'failed') return;
      } catch {
        // The next poll tries again.
      }
      if (Date.now() - started < giveUpMs) timer = setTimeout(poll, pollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // One watch per save: the panel is keyed by it, and a new fetchJobs each render must not restart it.
  }, [savedAt]);

  const origin = siteOrigin(site?.tenant);
  return (
    <section className={`publish-status publish-status-${status.state}`} aria-live="polite" aria-label="Publish status">
      {status.state === 'waiting' && <p>Saved. Waiting for the site to pick up the change…</p>}
      {status.state === 'queued' && <p>Queued for regeneration…</p>}
      {status.state === 'regenerating' && <p>Regenerating{status.pages ? ` ${status.pages}` : ' pages'}…</p>}
      {status.state === 'retrying' && <p>Retrying the regeneration{status.error ? ` after: ${status.error}` : ''}…</p>}
      {status.state === 'failed' && <p role="alert">The regeneration failed: {status.error}</p>}
      {status.state === 'live' && (
        <>
          <p>
            <strong>Live</strong> on the site{status.paths.length ? ':' : '.'}
          </p>
          {status.paths.length > 0 && (
            <ul>
              {status.paths.map((path) => (
                <li key={path}>
                  <a href={`${origin}${path}`} target="_blank" rel="noopener">
                    {path}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
