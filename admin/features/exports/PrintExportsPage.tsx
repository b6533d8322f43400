import { useState } from 'react';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { usePublicationsForSelect } from '../../shared/api/publications-for-select.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { useIssuesForSelect } from './api/get-issues-for-select.ts';
import { ExportJobList } from './components/ExportJobList.tsx';
import { FieldError, invalidProps } from './components/FieldError.tsx';
import { useExportJobs } from './hooks/use-export-jobs.ts';
import { useStartExport } from './hooks/use-start-export.ts';

/** /admin/print-exports: an issue's articles as InDesign tagged text with their images, in a zip (manage_print_export). */
export default function PrintExportsPage() {
  return (
    <RequirePermission permissions={['manage_print_export']}>
      <PrintExports />
    </RequirePermission>
  );
}

function PrintExports() {
  const [publicationId, setPublicationId] = useState<number | null>(null);
  const [issueId, setIssueId] = useState<number | null>(null);
  const publications = usePublicationsForSelect();
  const issues = useIssuesForSelect(publicationId);
  const { jobs, reload } = useExportJobs(['print']);
  const { start, busy, errors, setErrors } = useStartExport(reload);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!publicationId) return setErrors({ publication: 'Pick a publication' });
    if (!issueId) return setErrors({ issueId: 'Pick an issue' });
    void start({ kind: 'print', params: { issueId } });
  };

  return (
    <PageWrapper title="Print Exports">
      <p>
        Exports an issue for InDesign: one tagged-text file per article in the issue&apos;s order, with the
        articles&apos; images, in a zip. Place them with the <a href="/scripts/indesign.zip">InDesign import script</a>.
      </p>
      <form onSubmit={submit} noValidate aria-label="Start a print export">
        <div className="field">
          <label htmlFor="print-publication">Publication</label>
          <select
            id="print-publication"
            value={publicationId ?? ''}
            {...invalidProps('print-publication-error', errors.publication)}
            onChange={(event) => {
              setPublicationId(Number(event.target.value) || null);
              setIssueId(null);
              setErrors({});
            }}
          >
            <option value="">Choose a publication…</option>
            {publications.data?.magazinePublicationsForSelect.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <FieldError id="print-publication-error" message={errors.publication} />
        </div>
        <div className="field">
          <label htmlFor="print-issue">Issue</label>
          <select
            id="print-issue"
            value={issueId ?? ''}
            disabled={!publicationId}
            {...invalidProps('print-issue-error', errors.issueId)}
            onChange={(event) => {
              setIssueId(Number(event.target.value) || null);
              setErrors({});
            }}
          >
            <option value="">Choose an issue…</option>
            {issues.data?.magazineIssuesForSelect.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
          <FieldError id="print-issue-error" message={errors.issueId} />
        </div>
        <button type="submit" disabled={busy}>
          {busy ? 'Starting…' : 'Start the export'}
        </button>
      </form>
      <section aria-labelledby="print-jobs-title">
        <h2 id="print-jobs-title">Recent print exports</h2>
        <ExportJobList jobs={jobs} />
      </section>
    </PageWrapper>
  );
}
