import { useState } from 'react';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { ExportProgress } from '../../shared/ui/ExportProgress.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { getBundleExports, startBundleExport, type BundleExportRow } from './api/bundle-exports.ts';
import { useTenantOptions } from './api/tenant-options.ts';
import { usePolled } from '../../shared/api/use-polled.ts';

const working = (jobs: BundleExportRow[]) => jobs.some((job) => job.status === 'queued' || job.status === 'running');

function ExportStatus({ job }: { job: BundleExportRow }) {
  const download = job.downloadUrl ? (
    <a href={job.downloadUrl} download={job.fileName ?? undefined}>
      Download {job.fileName}
    </a>
  ) : (
    'Expired'
  );
  return <ExportProgress job={job} done={download} unit=" rows" />;
}

/** /admin/aspire-to-aspire-migration-config (manage_modules): export a tenant as a migration bundle. */
export default function MigrationConfigPage() {
  const tenants = useTenantOptions();
  const [tenantKey, setTenantKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { value: jobs, reload } = usePolled(getBundleExports, working);
  const options = tenants.data?.getTenants.edges.map((edge) => edge.node) ?? [];

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!tenantKey) return setError('Choose a tenant to export');
    setBusy(true);
    setError(undefined);
    try {
      await startBundleExport(tenantKey);
      notify.success('The export started. It is listed below with its progress.');
      reload();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <RequirePermission permissions={['manage_modules']}>
      <PageWrapper title="Site-to-Site Migration: Export">
        <p>
          Exports a tenant — its content, sections, layouts, settings and menus, redirects and assets with their files —
          as a bundle to import into another installation on the Run Migration screen.
        </p>
        <form onSubmit={(event) => void start(event)} noValidate>
          <label htmlFor="migration-tenant">Tenant to export</label>
          <select
            id="migration-tenant"
            value={tenantKey}
            onChange={(event) => setTenantKey(event.target.value)}
            {...(error ? { 'aria-invalid': true, 'aria-describedby': 'migration-tenant-error' } : {})}
          >
            <option value="">Choose a tenant…</option>
            {options.map((tenant) => (
              <option key={tenant.tenantKey} value={tenant.tenantKey}>
                {tenant.name} ({tenant.tenantKey})
              </option>
            ))}
          </select>
          {error && (
            <span id="migration-tenant-error" className="field-error" role="alert">
              {error}
            </span>
          )}
          <button type="submit" disabled={busy}>
            {busy ? 'Starting…' : 'Export bundle'}
          </button>
        </form>
        <section aria-labelledby="bundle-exports-title">
          <h2 id="bundle-exports-title">Recent bundles</h2>
          {!jobs ? (
            <p>Loading the exports…</p>
          ) : !jobs.length ? (
            <p>No bundle yet.</p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Started</th>
                  <th scope="col">By</th>
                  <th scope="col">Tenant</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody aria-live="polite">
                {jobs.map((job) => (
                  <tr key={job.id}>
                    <td>{formatDateTime(job.created)}</td>
                    <td>{job.createdBy}</td>
                    <td>{String((job.params as Record<string, unknown>).tenantKey ?? '')}</td>
                    <td>
                      <ExportStatus job={job} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </PageWrapper>
    </RequirePermission>
  );
}
