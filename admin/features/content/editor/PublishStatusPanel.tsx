import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getContentBuildJobs } from '../api/get-content-build-jobs.ts';
import { $site } from '../../../shared/shell/site-context.ts';
import { publishStatus, type PublishStatus } from './publish-status.ts';

const pollMs = 250;
const giveUpMs = 120_000;

/** Live status after a save: polls the item's regeneration job until it is live or failed. */
export function PublishStatusPanel({ contentId, savedAt }: { contentId: number; savedAt: number }) {
  const site = useStore($site);
  const [status, setStatus] = useState<PublishStatus>({ state: 'waiting' });
  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const jobs = await getContentBuildJobs(contentId);
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
  }, [contentId, savedAt]);

  const origin =
    site?.tenant && window.location.hostname.endsWith('.localhost')
      ? window.location.origin
      : site?.tenant
        ? `https://${site.tenant.domain}`
        : '';
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
