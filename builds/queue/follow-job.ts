import type { BuildJob, BuildJobEvent } from '../../content-engine/core/build-jobs.ts';
import type { BuildQueue } from './build-queue.ts';
import { progressOf } from './job-progress.ts';

export interface FollowOptions {
  /** A page count from the job's latest `progress` event. */
  onProgress?(done: number, total: number): void;
  /** Every other event of the job as it is logged (started, retry, recovered…). */
  onEvent?(event: BuildJobEvent): void;
  /**
   * Asked every few polls while the job has not settled: false when nothing can run it any more
   * (its server stopped). Following then ends with the job as it is.
   */
  canRun?(): Promise<boolean>;
  pollMs?: number;
}

/**
 * Follows a queued job that another process runs until it is done or failed (or nothing can run
 * it), reporting its progress and events as they are logged. Returns the job as it ended.
 */
export async function followJob(
  queue: BuildQueue,
  id: number,
  { onProgress, onEvent, canRun, pollMs = 250 }: FollowOptions = {},
): Promise<BuildJob> {
  let afterId: number | undefined;
  for (let poll = 0; ; poll++) {
    const job = await queue.get(id);
    if (!job) throw new Error(`Build job ${id} no longer exists.`);
    for (const event of await queue.events(id, { afterId })) {
      afterId = event.id;
      const progress = event.type === 'progress' ? progressOf(event.message) : null;
      if (progress) onProgress?.(progress.done, progress.total);
      else onEvent?.(event);
    }
    if (job.status === 'done' || job.status === 'failed') return job;
    if (canRun && poll % 8 === 7 && !(await canRun())) return job;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
