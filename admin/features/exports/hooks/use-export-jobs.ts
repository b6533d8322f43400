import { useCallback } from 'react';
import type { ExportKind } from '../../../../content-engine/documents/generated/schema-types.ts';
import { usePolled } from '../../../shared/api/use-polled.ts';
import { getExportJobs, type ExportJobRow } from '../api/get-export-jobs.ts';

const working = (jobs: ExportJobRow[]) => jobs.some((job) => job.status === 'queued' || job.status === 'running');

/** The screen's recent exports; polled while one is queued or running (the engine resumes a stalled one on the poll). */
export function useExportJobs(kinds: ExportKind[]) {
  const key = kinds.join(',');
  const load = useCallback(() => getExportJobs(key.split(',') as ExportKind[]), [key]);
  const { value: jobs, reload } = usePolled(load, working);
  return { jobs, reload };
}
