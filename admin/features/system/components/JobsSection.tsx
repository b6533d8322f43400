import { useEffect, useRef, useState } from 'react';
import { BuildJobsDocument } from '../../../../content-engine/documents/generated/query/system/buildJobs.ts';
import type { SystemStatusQuery } from '../../../../content-engine/documents/generated/query/system/systemStatus.ts';
import type { BuildJobStatus } from '../../../../content-engine/documents/generated/schema-types.ts';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { formatCount, formatDateTime } from '../../../shared/ui/format.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { cancelBuildJob, jobsPageSize, retryBuildJob } from '../api/system-api.ts';

type Tenant = SystemStatusQuery['systemStatus']['tenants'][number];

/** While a listed job is queued or running the list is read again this often. */
const liveRefreshMs = 2_000;

/** A full build whose batches other workers are building (ADR 0091): running, and cancellable. */
const waitsForBatches = (job: { status: BuildJobStatus; lockedBy?: string | null }) =>
  job.status === 'running' && (job.lockedBy ?? '').startsWith('batches:');
const statuses: BuildJobStatus[] = ['queued', 'running', 'done', 'failed'];

/** The build jobs of the visible sites: filters, paging, Retry on failed jobs, Cancel on queued ones, live while jobs run. */
export function JobsSection({
  tenants,
  changes,
  onChanged,
}: {
  tenants: Tenant[];
  changes: number;
  onChanged: () => void;
}) {
  const [status, setStatus] = useState<BuildJobStatus | ''>('');
  const [tenantKey, setTenantKey] = useState('');
  const [page, setPage] = useState(1);
  const jobs = useApiQuery(BuildJobsDocument, {
    status: status || null,
    tenantKey: tenantKey || null,
    skip: (page - 1) * jobsPageSize,
    limit: jobsPageSize,
  });
  const list = jobs.data?.buildJobs ?? null;
  const active = list?.items.some((job) => job.status === 'queued' || job.status === 'running') ?? false;
  const reload = useRef(jobs.reload);
  reload.current = jobs.reload;
  const changedRef = useRef(onChanged);
  changedRef.current = onChanged;
  // A start, retry or cancel elsewhere on the screen: read the list again.
  useEffect(() => {
    if (changes > 0) reload.current();
  }, [changes]);
  // Live while jobs run: the list and the sites' figures are read again until every listed job settles.
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => changedRef.current(), liveRefreshMs);
    return () => clearTimeout(timer);
  }, [active, list]);

  async function act(kind: 'retry' | 'cancel', id: number) {
    try {
      const job = kind === 'retry' ? await retryBuildJob(id) : await cancelBuildJob(id);
      notify.success(kind === 'retry' ? `Job ${job.id} queued again.` : `Job ${job.id} cancelled.`);
      onChanged();
    } catch (error) {
      notify.error((error as Error).message);
    }
  }

  const total = list?.totalCount ?? 0;
  return (
    <section aria-labelledby="system-jobs" className="system-section">
      <h2 id="system-jobs">Jobs</h2>
      <div className="system-filters">
        <label>
          Status
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BuildJobStatus | '');
              setPage(1);
            }}
          >
            <option value="">All</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label>
          Site
          <select
            value={tenantKey}
            onChange={(event) => {
              setTenantKey(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All sites</option>
            {tenants.map((tenant) => (
              <option key={tenant.tenantKey} value={tenant.tenantKey}>
                {tenant.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" aria-live="polite" className="system-muted">
        {list === null
          ? 'Loading…'
          : total === 0
            ? 'No jobs match these filters.'
            : `${formatCount(total)} ${total === 1 ? 'job' : 'jobs'}${active ? ', refreshing while jobs run' : ''}`}
      </p>
      {list && list.items.length > 0 && (
        <table className="data-table" data-testid="system-jobs">
          <caption className="visually-hidden">Build jobs</caption>
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Site</th>
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
              <th scope="col">Reason</th>
              <th scope="col">Attempts</th>
              <th scope="col">Queued</th>
              <th scope="col">Finished</th>
              <th scope="col">Error</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((job) => (
              <tr key={job.id} data-job={job.id} data-status={job.status}>
                <td>{job.id}</td>
                <td>{job.tenantKey}</td>
                <td>{job.kind}</td>
                <td data-testid="job-status">
                  {job.status}
                  {waitsForBatches(job) && <span className="system-muted"> (waiting for its batches)</span>}
                </td>
                <td>{job.reason}</td>
                <td>
                  {job.attempts} of {job.maxAttempts}
                </td>
                <td>{formatDateTime(job.created)}</td>
                <td>{formatDateTime(job.finishedAt)}</td>
                <td className="system-error-text">{job.error ?? ''}</td>
                <td>
                  {job.status === 'failed' && (
                    <button
                      type="button"
                      className="system-button"
                      onClick={() => void act('retry', job.id)}
                      aria-label={`Retry job ${job.id}`}
                    >
                      Retry
                    </button>
                  )}
                  {(job.status === 'queued' || waitsForBatches(job)) && (
                    <button
                      type="button"
                      className="system-button"
                      onClick={() => void act('cancel', job.id)}
                      aria-label={`Cancel job ${job.id}`}
                    >
                      Cancel
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > jobsPageSize && (
        <Pager label="Job pages" page={page} pageSize={jobsPageSize} total={total} onPage={setPage} />
      )}
    </section>
  );
}
