import type { ReactNode } from 'react';
import { formatCount } from './format.ts';

interface ExportJobState {
  id: number;
  status: string;
  progress: number;
  total?: number | null;
  error?: string | null;
}

/**
 * An export job's state in a table cell: its error once it failed, `done` once done, else its
 * progress bar with `<progress> of <total><unit>` (or its status while the total is unknown).
 */
export function ExportProgress({ job, done, unit = '' }: { job: ExportJobState; done: ReactNode; unit?: string }) {
  if (job.status === 'failed') return <span className="field-error">Failed: {job.error}</span>;
  if (job.status === 'done') return <>{done}</>;
  return (
    <>
      <progress value={job.progress} max={job.total ?? undefined} aria-label={`Progress of export ${job.id}`} />{' '}
      {job.total ? `${formatCount(job.progress)} of ${formatCount(job.total)}${unit}` : job.status}
    </>
  );
}
