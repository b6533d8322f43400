import type { BuildJobStatus } from '../../../content-engine/documents/generated/schema-types.ts';

/** A regeneration job as an editor watches it after a save (getBuildJobs filtered by a change tag). */
export interface WatchedJob {
  id: number;
  status: BuildJobStatus;
  error: string | null;
  attempts: number;
  maxAttempts: number;
  result: unknown;
  created: number;
  events: { at: number; type: string; message: string }[];
}

/** The result a finished job records (JSON): the pages it made live. */
const livePathsOf = (result: unknown): string[] => {
  const paths = (result as { livePaths?: unknown } | null)?.livePaths;
  return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
};

export type PublishStatus =
  | { state: 'waiting' }
  | { state: 'queued' }
  | { state: 'regenerating'; pages: string | null }
  | { state: 'retrying'; error: string | null }
  | { state: 'live'; paths: string[] }
  | { state: 'failed'; error: string };

/**
 * Where a save's regeneration stands (issue 4 item 6): queued → regenerating N pages → live with
 * the pages readers see, or failed with the reason. The job is the newest one for the saved record's tag
 * created since the write committed (`savedAt`, server time), or one still waiting or running
 * (jobs coalesce, so an earlier queued job may carry the change too).
 */
export function publishStatus(jobs: WatchedJob[], savedAt: number): PublishStatus {
  const job = jobs.find(
    (candidate) => candidate.created >= savedAt || candidate.status === 'queued' || candidate.status === 'running',
  );
  if (!job) return { state: 'waiting' };
  if (job.status === 'done') return { state: 'live', paths: livePathsOf(job.result) };
  if (job.status === 'failed') return { state: 'failed', error: job.error ?? 'The regeneration failed.' };
  if (job.status === 'running') {
    const progress = [...job.events].reverse().find((event) => event.type === 'progress');
    return { state: 'regenerating', pages: progress ? progress.message : null };
  }
  return job.attempts > 0 ? { state: 'retrying', error: job.error } : { state: 'queued' };
}
