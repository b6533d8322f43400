import type { SystemStatusQuery } from '../../../../content-engine/documents/generated/query/system/systemStatus.ts';
import { formatDateTime } from '../../../shared/ui/format.ts';

type Status = SystemStatusQuery['systemStatus'];
type Check = Status['database'];

const checkText = (check: Check) =>
  check.status === 'ok'
    ? `OK${check.latencyMs != null ? ` (${check.latencyMs} ms)` : ''}`
    : check.status === 'not_configured'
      ? 'Not configured'
      : 'Failed';

/** The database, Redis and each build worker process of the registry. */
export function HealthSection({
  status,
  loading,
  onRefresh,
}: {
  status: Status | null;
  loading: boolean;
  onRefresh: () => void;
}) {
  return (
    <section aria-labelledby="system-health" className="system-section">
      <h2 id="system-health">Health</h2>
      <button type="button" className="system-button" onClick={onRefresh} disabled={loading}>
        Check again
      </button>
      {status && (
        <>
          <dl className="system-facts">
            <dt>Database</dt>
            <dd data-testid="health-database" className={`system-health-${status.database.status}`}>
              {checkText(status.database)} — {status.database.detail}
            </dd>
            <dt>Redis</dt>
            <dd data-testid="health-redis" className={`system-health-${status.redis.status}`}>
              {checkText(status.redis)} — {status.redis.detail}
            </dd>
          </dl>
          <table className="data-table">
            <caption>Build workers</caption>
            <thead>
              <tr>
                <th scope="col">Worker</th>
                <th scope="col">Host</th>
                <th scope="col">Process</th>
                <th scope="col">Last heartbeat</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {status.workers.length === 0 ? (
                <tr>
                  <td colSpan={5}>No build worker is registered.</td>
                </tr>
              ) : (
                status.workers.map((worker) => (
                  <tr key={worker.id}>
                    <td>{worker.id}</td>
                    <td>{worker.host}</td>
                    <td>{worker.pid}</td>
                    <td>{formatDateTime(worker.seenAt)}</td>
                    <td className={worker.alive ? 'system-health-ok' : 'system-health-failed'}>
                      {worker.alive ? 'Alive' : 'Stale'}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
