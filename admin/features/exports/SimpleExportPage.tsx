import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { ExportJobList } from './components/ExportJobList.tsx';
import { useExportJobs } from './hooks/use-export-jobs.ts';
import { useStartExport } from './hooks/use-start-export.ts';

interface SimpleExportProps {
  kind: 'company' | 'taxonomy';
  title: string;
  description: string;
}

/** An export of the whole site with no choices (companies, taxonomy): a start button and the recent exports. */
function SimpleExport({ kind, title, description }: SimpleExportProps) {
  const { jobs, reload } = useExportJobs([kind]);
  const { start, busy } = useStartExport(reload);
  return (
    <PageWrapper title={title}>
      <p>{description}</p>
      <button type="button" disabled={busy} onClick={() => void start({ kind, params: {} })}>
        {busy ? 'Starting…' : 'Start the export'}
      </button>
      <section aria-labelledby={`${kind}-jobs-title`}>
        <h2 id={`${kind}-jobs-title`}>Recent exports</h2>
        <ExportJobList jobs={jobs} />
      </section>
    </PageWrapper>
  );
}

/** /admin/company-export (manage_print_export). */
export function CompanyExportPage() {
  return (
    <RequirePermission permissions={['manage_print_export']}>
      <SimpleExport
        kind="company"
        title="Company Export"
        description="Every company of this site (drafts included, deleted ones not) with its fields, as a CSV file: ID, name, status, URL path, website, phone, fax, e-mail, address, teaser and dates."
      />
    </RequirePermission>
  );
}

/** /admin/taxonomy-export (manage_print_export). */
export function TaxonomyExportPage() {
  return (
    <RequirePermission permissions={['manage_print_export']}>
      <SimpleExport
        kind="taxonomy"
        title="Taxonomy Export"
        description="Every taxonomy term of this site as a CSV file: ID, name, type, parent, full path and the number of content items tagged with it."
      />
    </RequirePermission>
  );
}
