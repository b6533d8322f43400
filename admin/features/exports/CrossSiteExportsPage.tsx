import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { standardContentTypes } from '../../../content-engine/shared/content-types.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { $site } from '../../shared/shell/site-context.ts';
import { DateField } from './components/DateField.tsx';
import { ExportJobList } from './components/ExportJobList.tsx';
import { FieldError, invalidProps } from './components/FieldError.tsx';
import { useExportJobs } from './hooks/use-export-jobs.ts';
import { useStartExport } from './hooks/use-start-export.ts';

/** /admin/cross-site-exports: content across the sites the user may see, CSV or XML (manage_print_export). */
export default function CrossSiteExportsPage() {
  return (
    <RequirePermission permissions={['manage_print_export']}>
      <CrossSiteExports />
    </RequirePermission>
  );
}

function CrossSiteExports() {
  const site = useStore($site);
  const [format, setFormat] = useState<'csv' | 'xml'>('csv');
  const [sites, setSites] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { jobs, reload } = useExportJobs(['cross_site']);
  const { start, busy, errors, setErrors } = useStartExport(reload);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (Boolean(from) !== Boolean(to)) return setErrors({ [from ? 'to' : 'from']: 'Give both dates or neither' });
    void start({
      kind: 'cross_site',
      params: { format, sites, types, ...(from && to ? { from, to } : {}) },
    });
  };
  const toggleSite = (key: string, on: boolean) =>
    setSites((current) => (on ? [...current, key] : current.filter((k) => k !== key)));

  return (
    <PageWrapper title="Cross-Site Exports">
      <p>
        Content across the sites you may see, one row per item with its site: ID, type, status, name, URL path, teaser
        and publication date.
      </p>
      <form onSubmit={submit} noValidate aria-label="Start a cross-site export">
        <fieldset>
          <legend>Format</legend>
          {(['csv', 'xml'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="cross-site-format"
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
              />{' '}
              {value.toUpperCase()}
            </label>
          ))}
        </fieldset>
        <fieldset {...invalidProps('cross-site-sites-error', errors.sites)}>
          <legend>Sites (none ticked: every site you may see)</legend>
          {site?.tenants.map((t) => (
            <label key={t.tenantKey}>
              <input
                type="checkbox"
                checked={sites.includes(t.tenantKey)}
                onChange={(event) => toggleSite(t.tenantKey, event.target.checked)}
              />{' '}
              {t.name}
            </label>
          ))}
          <FieldError id="cross-site-sites-error" message={errors.sites} />
        </fieldset>
        <div className="field">
          <label htmlFor="cross-site-types">Content types (none chosen: every type)</label>
          <select
            id="cross-site-types"
            multiple
            size={6}
            value={types}
            {...invalidProps('cross-site-types-error', errors.types)}
            onChange={(event) => setTypes([...event.target.selectedOptions].map((option) => option.value))}
          >
            {standardContentTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          <FieldError id="cross-site-types-error" message={errors.types} />
        </div>
        <DateField id="cross-site-from" label="Published from" value={from} error={errors.from} onChange={setFrom} />
        <DateField id="cross-site-to" label="Published to" value={to} error={errors.to} onChange={setTo} />
        <button type="submit" disabled={busy}>
          {busy ? 'Starting…' : 'Start the export'}
        </button>
      </form>
      <section aria-labelledby="cross-site-jobs-title">
        <h2 id="cross-site-jobs-title">Recent cross-site exports</h2>
        <ExportJobList jobs={jobs} />
      </section>
    </PageWrapper>
  );
}
