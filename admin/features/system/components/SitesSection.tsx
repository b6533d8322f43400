import { useState } from 'react';
import type { SystemStatusQuery } from '../../../../content-engine/documents/generated/query/system/systemStatus.ts';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { formatCount, formatDateTime } from '../../../shared/ui/format.ts';
import { formatDuration, requestFullBuildOf } from '../api/system-api.ts';

type Status = SystemStatusQuery['systemStatus'];

/** Per site: the last full build, its pages and duration, failed jobs, queue depth, and a button to start a full build. */
export function SitesSection({ status, onChanged }: { status: Status | null; onChanged: () => void }) {
  const [starting, setStarting] = useState<string | null>(null);
  async function start(tenantKey: string) {
    setStarting(tenantKey);
    try {
      const job = await requestFullBuildOf(tenantKey);
      notify.success(`Full build of ${tenantKey} queued (job ${job.id}).`);
      onChanged();
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setStarting(null);
    }
  }
  return (
    <section aria-labelledby="system-sites" className="system-section">
      <h2 id="system-sites">Sites</h2>
      {status && (
        <table className="data-table" data-testid="system-sites">
          <caption className="visually-hidden">Builds per site</caption>
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Last full build</th>
              <th scope="col">Finished</th>
              <th scope="col">Pages</th>
              <th scope="col">Duration</th>
              <th scope="col">Failed jobs</th>
              <th scope="col">Queue depth</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {status.tenants.map((tenant) => (
              <tr key={tenant.tenantKey} data-tenant={tenant.tenantKey}>
                <th scope="row">
                  {tenant.name} <span className="system-muted">({tenant.tenantKey})</span>
                </th>
                <td data-testid="last-full-build">{tenant.lastFullBuild?.status ?? 'never'}</td>
                <td>{formatDateTime(tenant.lastFullBuild?.finishedAt)}</td>
                <td data-testid="last-full-build-pages">
                  {tenant.lastFullBuildPages == null ? '—' : formatCount(tenant.lastFullBuildPages)}
                </td>
                <td>{formatDuration(tenant.lastFullBuildDurationMs)}</td>
                <td>{formatCount(tenant.failedJobs)}</td>
                <td data-testid="queue-depth">{formatCount(tenant.queuedJobs + tenant.runningJobs)}</td>
                <td>
                  <button
                    type="button"
                    className="system-button"
                    disabled={starting !== null}
                    onClick={() => void start(tenant.tenantKey)}
                    aria-label={`Start full build of ${tenant.name}`}
                  >
                    Start full build
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
