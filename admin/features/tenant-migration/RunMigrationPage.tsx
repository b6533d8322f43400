import { useCallback, useState } from 'react';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { engineFieldErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { getMigrationImport, startMigrationImport, type MigrationImport } from './api/migration-imports.ts';
import { useTenantOptions } from './api/tenant-options.ts';
import { uploadBundle } from './api/upload-bundle.ts';
import { ImportTables } from './components/ImportTables.tsx';
import { usePolled } from '../../shared/api/use-polled.ts';

const working = (job: MigrationImport) => job.status === 'running';

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <p>
      <label htmlFor={id}>{label}</label> {children}{' '}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </p>
  );
}

const described = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** /admin/run-aspire-to-aspire-migration (manage_modules, every site): upload a bundle and import it into a tenant. */
export default function RunMigrationPage() {
  const tenants = useTenantOptions();
  const [importId, setImportId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'existing' | 'new'>('new');
  const [target, setTarget] = useState('');
  const [fresh, setFresh] = useState({ key: '', name: '', domains: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => getMigrationImport(importId!), [importId]);
  const { value: job, reload } = usePolled(importId ? load : null, working);

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: 'Choose a bundle file' });
    setBusy(true);
    setErrors({});
    try {
      setImportId(await uploadBundle(file));
    } catch (failure) {
      const placed = engineFieldErrors((failure as Error).message);
      setErrors({ file: placed[0]?.message ?? (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const run = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await startMigrationImport(
        mode === 'existing'
          ? { id: importId!, targetTenantKey: target }
          : {
              id: importId!,
              newTenant: {
                key: fresh.key,
                name: fresh.name,
                domains: fresh.domains.split(/[\s,]+/).filter(Boolean),
              },
            },
      );
      notify.success('The import started. Its progress is shown below.');
      reload();
    } catch (failure) {
      const message = (failure as Error).message;
      const placed = engineFieldErrors(message);
      if (placed.length) setErrors(Object.fromEntries(placed.map((p) => [p.path, p.message])));
      else notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  const options = tenants.data?.getTenants.edges.map((edge) => edge.node) ?? [];
  return (
    <RequirePermission permissions={['manage_modules']}>
      <PageWrapper title="Site-to-Site Migration: Run">
        <form onSubmit={(event) => void upload(event)} noValidate aria-labelledby="bundle-upload-title">
          <h2 id="bundle-upload-title">1. Upload a bundle</h2>
          <Field id="bundle-file" label="Bundle (.zip)" error={errors.file}>
            <input
              id="bundle-file"
              type="file"
              accept=".zip,application/zip"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              {...described('bundle-file', errors.file)}
            />
          </Field>
          <button type="submit" disabled={busy}>
            Upload and check
          </button>
        </form>
        {job && (
          <form onSubmit={(event) => void run(event)} noValidate aria-labelledby="bundle-import-title">
            <h2 id="bundle-import-title">2. Import into a tenant</h2>
            <fieldset>
              <legend>Target tenant</legend>
              <label>
                <input type="radio" name="mode" checked={mode === 'new'} onChange={() => setMode('new')} /> A new tenant
              </label>{' '}
              <label>
                <input type="radio" name="mode" checked={mode === 'existing'} onChange={() => setMode('existing')} /> An
                existing tenant
              </label>
            </fieldset>
            {mode === 'existing' ? (
              <Field id="target-tenant" label="Tenant" error={errors.targetTenantKey}>
                <select
                  id="target-tenant"
                  value={target}
                  onChange={(event) => setTarget(event.target.value)}
                  {...described('target-tenant', errors.targetTenantKey)}
                >
                  <option value="">Choose a tenant…</option>
                  {options.map((tenant) => (
                    <option key={tenant.tenantKey} value={tenant.tenantKey}>
                      {tenant.name} ({tenant.tenantKey})
                    </option>
                  ))}
                </select>
              </Field>
            ) : (
              <>
                {(['key', 'name', 'domains'] as const).map((name) => (
                  <Field
                    key={name}
                    id={`new-tenant-${name}`}
                    label={name === 'key' ? 'New tenant key' : name === 'name' ? 'New tenant name' : 'Domains'}
                    error={errors[`newTenant.${name}`] ?? (name === 'key' ? errors.targetTenantKey : undefined)}
                  >
                    <input
                      id={`new-tenant-${name}`}
                      value={fresh[name]}
                      onChange={(event) => setFresh({ ...fresh, [name]: event.target.value })}
                      {...described(`new-tenant-${name}`, errors[`newTenant.${name}`])}
                    />
                  </Field>
                ))}
              </>
            )}
            <button type="submit" disabled={busy || job.status === 'running'}>
              {job.status === 'done' ? 'Run the import again' : 'Run the import'}
            </button>
          </form>
        )}
        {job && (
          <section aria-labelledby="bundle-progress-title">
            <h2 id="bundle-progress-title">Import status: {job.status}</h2>
            {job.targetTenantKey && <p>Target tenant: {job.targetTenantKey}</p>}
            {job.error && <p className="field-error">Failed: {job.error}</p>}
            <ImportTables job={job} />
          </section>
        )}
      </PageWrapper>
    </RequirePermission>
  );
}
