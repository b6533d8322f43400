import { useStore } from '@nanostores/react';
import { $site } from '../shell/site-context.ts';
import { siteOrigin } from '../shell/site-origin.ts';
import { publishStatus, type WatchedJob } from './publish-status.ts';
import { useJobStatus } from './use-job-status.ts';

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
  const status = useJobStatus({ fetchJobs, savedAt, statusOf: publishStatus, pollMs: 250, giveUpMs: 120_000 });

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
