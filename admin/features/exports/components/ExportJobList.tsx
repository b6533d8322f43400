import { ExportProgress } from '../../../shared/ui/ExportProgress.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import type { ExportJobRow } from '../api/get-export-jobs.ts';

/** What an export covers, from the parameters the engine stored. */
function describe(job: ExportJobRow): string {
  const p = (job.params ?? {}) as Record<string, unknown>;
  if (job.kind === 'print') return `${String(p.publicationName ?? '')} · ${String(p.issueName ?? '')}`;
  if (job.kind === 'cross_site') {
    const sites = Array.isArray(p.siteKeys) ? p.siteKeys.join(', ') : '';
    const types = Array.isArray(p.types) && p.types.length ? `; ${p.types.join(', ')}` : '';
    const dates = p.from ? `; ${String(p.from)} to ${String(p.to)}` : '';
    return `${String(p.format ?? '').toUpperCase()} · ${sites}${types}${dates}`;
  }
  return job.kind === 'company' ? 'Companies' : 'Taxonomy';
}

/** The screen's recent exports with their progress and, once done, a download link (it expires). */
export function ExportJobList({ jobs }: { jobs: ExportJobRow[] | null }) {
  if (!jobs) return <p>Loading the exports…</p>;
  if (!jobs.length) return <p>No export yet.</p>;
  return (
    <table className="data-table">
      <caption className="visually-hidden">Recent exports</caption>
      <thead>
        <tr>
          <th scope="col">Started</th>
          <th scope="col">By</th>
          <th scope="col">Export</th>
          <th scope="col">Status</th>
          <th scope="col">File</th>
        </tr>
      </thead>
      <tbody aria-live="polite">
        {jobs.map((job) => (
          <tr key={job.id}>
            <td>{formatDateTime(job.created)}</td>
            <td>{job.createdBy}</td>
            <td>{describe(job)}</td>
            <td>
              <ExportProgress job={job} done="Done" />
            </td>
            <td>
              {job.downloadUrl ? (
                <a href={job.downloadUrl} download={job.fileName ?? undefined}>
                  Download {job.fileName}
                </a>
              ) : job.status === 'done' ? (
                'Expired'
              ) : (
                ''
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
