import type { TenantBuildJob } from '../api/get-tenant.ts';

const statusText: Record<string, string> = {
  queued: 'Queued: waiting for the build worker.',
  running: 'Building…',
  done: 'Built.',
  failed: 'Failed.',
};

/** The tenant's newest build job as the queue reports it: status, attempts, the last log line, pages built. */
export function BuildProgress({ job, siteUrl }: { job: TenantBuildJob | null; siteUrl: string | null }) {
  if (!job) return <p>No build yet.</p>;
  const last = job.events.at(-1);
  const result = job.result as Record<string, unknown> | null;
  const pages = typeof result?.rendered === 'number' ? result.rendered : null;
  return (
    <section aria-labelledby="tenant-build-heading" className="tenant-build">
      <h2 id="tenant-build-heading">{job.kind === 'full' ? 'Full build' : 'Build'}</h2>
      <p role="status" aria-live="polite">
        <strong>{statusText[job.status] ?? job.status}</strong>
        {pages !== null && ` ${pages} pages built.`}
        {job.attempts > 1 && ` Attempt ${job.attempts}.`}
      </p>
      {last && <p className="tenant-build-log">{last.message}</p>}
      {job.error && (
        <p className="form-error" role="alert">
          {job.error}
        </p>
      )}
      {job.status === 'done' && siteUrl && (
        <p>
          <a href={siteUrl} target="_blank" rel="noreferrer">
            Open the site
          </a>
        </p>
      )}
    </section>
  );
}
