import { useEffect, useState } from 'react';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { formatCount } from '../../shared/ui/format.ts';
import { getImportProblems } from './api/get-import-problems.ts';
import { getSiteUserImport, type SiteUserImport } from './api/get-site-user-import.ts';
import { resumeImport } from './api/resume-import.ts';
import { startDryRun } from './api/start-dry-run.ts';
import { startImport } from './api/start-import.ts';
import { download, failedRowsCsv } from './import-files.ts';

const running = (job: SiteUserImport) => job.status === 'checking' || job.status === 'importing';
const problemsPage = 100;

/** One uploaded file: its dry run, its bad rows, its import with progress and result; polls while a run goes. */
export function ImportRun({ id, onChanged }: { id: number; onChanged: () => void }) {
  const [job, setJob] = useState<SiteUserImport | null>(null);
  const [page, setPage] = useState(1);
  const [problems, setProblems] = useState<{ rowNumber: number; message: string }[]>([]);
  const [problemCount, setProblemCount] = useState(0);

  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await getSiteUserImport(id);
        if (!alive) return;
        setJob(next);
        if (running(next)) timer = setTimeout(() => void poll(), 1000);
        else onChanged();
      } catch (error) {
        notify.error((error as Error).message);
      }
    };
    void poll();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
    // Restarted by `setJob` of a started run (its status) only.
  }, [id, job?.status === 'checking' || job?.status === 'importing']);

  useEffect(() => {
    if (!job || running(job) || job.status === 'uploaded') return;
    getImportProblems(job.id, (page - 1) * problemsPage, problemsPage).then(
      (result) => {
        setProblems(result.edges.map((e) => e.node));
        setProblemCount(result.totalCount);
      },
      (error: Error) => notify.error(error.message),
    );
  }, [job?.id, job?.status, job?.phase, page]);

  if (!job) return <p>Loading the import…</p>;
  const act = async (work: () => Promise<{ [key: string]: SiteUserImport }>) => {
    try {
      setJob(Object.values(await work())[0]!);
      setPage(1);
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  const total = job.rowsTotal;
  return (
    <section className="import-progress" aria-labelledby="import-run-title">
      <h2 id="import-run-title">
        {job.fileName} ({formatCount(job.fileSize)} bytes)
      </h2>
      <p role="status" aria-live="polite">
        {statusLine(job)}
      </p>
      {running(job) && (
        <progress value={job.rowsDone} max={total ?? undefined} aria-label="Rows done">
          {job.rowsDone}
        </progress>
      )}
      {job.error && <p className="field-error">The run stopped: {job.error}</p>}
      <div className="editor-actions">
        {(job.status === 'uploaded' || job.status === 'checked') && (
          <button type="button" onClick={() => void act(() => startDryRun(job.id))}>
            {job.status === 'uploaded' ? 'Run the dry run' : 'Run the dry run again'}
          </button>
        )}
        {job.status === 'checked' && (
          <button type="button" onClick={() => void act(() => startImport(job.id))}>
            Import {formatCount(job.created)} new site users
          </button>
        )}
        {job.status === 'failed' && (
          <button type="button" onClick={() => void act(() => resumeImport(job.id))}>
            Resume
          </button>
        )}
        {!running(job) && job.failed > 0 && (
          <button
            type="button"
            onClick={() =>
              void failedRowsCsv(job).then(
                (csv) => download(`${job.fileName.replace(/\.csv$/i, '')}-failed-rows.csv`, csv),
                (error: Error) => notify.error(error.message),
              )
            }
          >
            Download the failed rows (CSV)
          </button>
        )}
      </div>
      {problemCount > 0 && !running(job) && (
        <>
          <table className="data-table">
            <caption>{job.phase === 'dry_run' ? 'Bad rows found by the dry run' : 'Rows that failed'}</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">What is wrong</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((p) => (
                <tr key={p.rowNumber}>
                  <td>{p.rowNumber}</td>
                  <td>{p.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageSize={problemsPage} total={problemCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function statusLine(job: SiteUserImport): string {
  const n = formatCount;
  switch (job.status) {
    case 'uploaded':
      return `Uploaded. Columns: ${job.columns.join(', ')}. Run the dry run to check every row.`;
    case 'checking':
      return `Dry run: ${n(job.rowsDone)} rows checked…`;
    case 'checked':
      return `Dry run done: ${n(job.rowsTotal ?? 0)} rows — ${n(job.created)} new, ${n(job.existing)} already site users (skipped), ${n(job.failed)} bad.`;
    case 'importing':
      return `Importing: ${n(job.rowsDone)} of ${n(job.rowsTotal ?? 0)} rows — ${n(job.created)} created so far.`;
    case 'imported':
      return `Import done: ${n(job.created)} created, ${n(job.existing)} skipped (already site users), ${n(job.failed)} failed.`;
    case 'failed':
      return `Stopped after ${n(job.rowsDone)} rows (${job.phase === 'dry_run' ? 'dry run' : 'import'}).`;
  }
}
