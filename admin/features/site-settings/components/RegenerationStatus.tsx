import { useJobStatus } from '../../../shared/publish-status/use-job-status.ts';
import { getSettingsBuildJobs } from '../api/get-settings-build-jobs.ts';
import { regenerationStatus, regenerationText } from '../regeneration-status.ts';

/** What a settings save regenerates, live: queued → "Regenerating N of M pages…" → "Live". A whole site can take minutes. */
export function RegenerationStatus({ savedAt }: { savedAt: number }) {
  const status = useJobStatus({
    fetchJobs: getSettingsBuildJobs,
    savedAt,
    statusOf: regenerationStatus,
    pollMs: 500,
    giveUpMs: 10 * 60_000,
  });
  return (
    <section className={`publish-status publish-status-${status.state}`} aria-label="Regeneration status">
      <p role={status.state === 'failed' ? 'alert' : 'status'}>
        {status.state === 'live' ? <strong>Live</strong> : regenerationText(status)}
        {status.state === 'live' && ' on the site.'}
      </p>
    </section>
  );
}
