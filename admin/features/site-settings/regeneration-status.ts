import type { GetContentBuildJobsQuery } from '../../../content-engine/documents/generated/query/build/getContentBuildJobs.ts';

/** A regeneration job as the settings screens watch it (getBuildJobs with the `settings` tag). */
export type SettingsJob = Pick<
  GetContentBuildJobsQuery['getBuildJobs']['edges'][number]['node'],
  'id' | 'status' | 'error' | 'attempts' | 'created' | 'events'
>;

export type RegenerationStatus =
  | { state: 'waiting' }
  | { state: 'queued' }
  | { state: 'regenerating'; done: number | null; total: number | null }
  | { state: 'live' }
  | { state: 'failed'; error: string };

/** "12/340 pages", the worker's progress event, as counts. */
const progressOf = (message: string) => {
  const match = /^(\d+)\/(\d+) pages$/.exec(message);
  return match ? { done: Number(match[1]), total: Number(match[2]) } : null;
};

/**
 * Where the regeneration a settings save queued stands: the newest tenant job carrying the
 * settings tag created since the save (`savedAt`, the engine's time), or one still queued or
 * running (jobs coalesce, so an earlier queued job takes the change too).
 */
export function regenerationStatus(jobs: readonly SettingsJob[], savedAt: number): RegenerationStatus {
  const job = jobs.find(
    (candidate) => candidate.created >= savedAt || ['queued', 'running'].includes(candidate.status),
  );
  if (!job) return { state: 'waiting' };
  if (job.status === 'done') return { state: 'live' };
  if (job.status === 'failed') return { state: 'failed', error: job.error ?? 'The regeneration failed.' };
  if (job.status === 'queued') return { state: 'queued' };
  const progress = [...job.events]
    .reverse()
    .map((event) => (event.type === 'progress' ? progressOf(event.message) : null))
    .find(Boolean);
  return { state: 'regenerating', done: progress?.done ?? null, total: progress?.total ?? null };
}

/** The sentence the status shows. */
export function regenerationText(status: RegenerationStatus): string {
  switch (status.state) {
    case 'waiting':
      return 'Saved. Waiting for the site to pick up the change…';
    case 'queued':
      return 'Queued for regeneration…';
    case 'regenerating':
      return status.total === null ? 'Regenerating pages…' : `Regenerating ${status.done} of ${status.total} pages…`;
    case 'live':
      return 'Live';
    case 'failed':
      return `The regeneration failed: ${status.error}`;
  }
}
