import type { JobResult } from '../../content-engine/core/build-jobs.ts';
import type { Knex } from 'knex';
import { notFound } from '../../content-engine/core/errors.ts';
import { toJson } from '../../content-engine/core/rows.ts';
import type { BuildJob } from '../../content-engine/core/build-jobs.ts';
import { errorText, findJob, insertJobEvent, updateJobIf } from './job-rows.ts';
import { awaitsBatches, batchSettling, requeueSettledParents } from './batches.ts';
import { claimedByLive, liveWorkers } from './worker-registry.ts';

/*
 * What happens to a claimed job: progress notes, done, a failure (retried with backoff until its
 * attempts are used up), or its worker's death (recover: retried at once, not counted as a failure). Every change is guarded by the status
 * it expects, so a job another process has moved on is never overwritten.
 */

const notRunning = (id: number, job: BuildJob | null) =>
  job ? new Error(`Build job ${id} is ${job.status}, not running.`) : notFound(`Build job ${id}`);

export async function noteProgress(db: Knex, id: number, message: string, now: number): Promise<void> {
  await db.transaction(async (trx) => {
    // Also a heartbeat: `updated` tells how long ago a running job last reported.
    const job = await updateJobIf(trx, id, 'running', { updated: now });
    if (!job) throw notRunning(id, await findJob(trx, id));
    await insertJobEvent(trx, job, { at: now, type: 'progress', message });
  });
}

export async function completeJob(db: Knex, id: number, result: JobResult, now: number): Promise<void> {
  const batch = await batchSettling(db, id);
  await db.transaction(async (trx) => {
    await batch?.lock(trx);
    const job = await updateJobIf(trx, id, 'running', {
      status: 'done',
      result: toJson(result),
      error: null,
      finished_at: now,
      updated: now,
    });
    if (!job) throw notRunning(id, await findJob(trx, id));
    const summary = Object.entries(result)
      .map(([key, value]) => (Array.isArray(value) ? `${key} ${value.length}` : `${key} ${value}`))
      .join(', ');
    await insertJobEvent(trx, job, { at: now, type: 'done', message: summary });
    await batch?.settled(trx, now);
  });
}

export async function failJob(
  db: Knex,
  id: number,
  error: unknown,
  { now, backoffMs }: { now: number; backoffMs: (attempt: number) => number },
): Promise<BuildJob> {
  const current = await findJob(db, id);
  if (current?.status !== 'running') throw notRunning(id, current);
  const message = errorText(error);
  const attempt = `attempt ${current.attempts} of ${current.maxAttempts}`;
  const batch = await batchSettling(db, id);
  return db.transaction(async (trx) => {
    if (current.attempts >= current.maxAttempts) {
      await batch?.lock(trx);
      const job = await updateJobIf(trx, id, 'running', {
        status: 'failed',
        error: message,
        finished_at: now,
        updated: now,
      });
      if (!job) throw notRunning(id, await findJob(trx, id));
      await insertJobEvent(trx, job, { at: now, type: 'failed', message: `${attempt} failed, giving up: ${message}` });
      await batch?.settled(trx, now);
      return job;
    }
    const delay = backoffMs(current.attempts);
    const job = await updateJobIf(trx, id, 'running', {
      status: 'queued',
      error: message,
      run_after: now + delay,
      locked_by: null,
      updated: now,
    });
    if (!job) throw notRunning(id, await findJob(trx, id));
    await insertJobEvent(trx, job, {
      at: now,
      type: 'retry',
      message: `${attempt} failed, retrying in ${formatDelay(delay)}: ${message}`,
    });
    return job;
  });
}

/**
 * A safety valve, not a retry budget: a job whose worker died this many times is failed. Far above
 * any run of restarts and kills (ADR 32), it only stops a job that kills every worker running it
 * from doing so forever.
 */
export const maxInterruptions = 100;

/**
 * Hands the running jobs of stopped workers (all, or those whose worker id starts with `prefix`)
 * back to the queue at once; a job whose worker is alive (worker-registry.ts) stays with it. The
 * worker's death interrupted the attempt, the job did not fail: the attempt is given back and
 * counted in `interruptions` instead, so kills and restarts never use up `maxAttempts`.
 */
export async function recoverJobs(db: Knex, prefix: string | undefined, now: number): Promise<number> {
  // A full job waiting for its batches has no worker: it is queued again once they have settled.
  let recovered = prefix === undefined ? await requeueSettledParents(db, now) : 0;
  const rows = await db('build_jobs').where({ status: 'running' }).select('id', 'locked_by');
  if (rows.length === 0) return recovered;
  const live = await liveWorkers(db, now);
  const stranded = rows.filter(
    (row: { locked_by: string | null }) =>
      !awaitsBatches(row.locked_by) &&
      (prefix === undefined || (row.locked_by ?? '').startsWith(prefix)) &&
      !claimedByLive(row.locked_by, live),
  );
  for (const row of stranded as { id: number; locked_by: string | null }[]) {
    const worker = row.locked_by ?? 'an unknown worker';
    // Read outside the transaction: on SQLite one that starts with a write takes the lock at once.
    const current = await findJob(db, Number(row.id));
    if (current?.status !== 'running') continue;
    const interruptions = current.interruptions + 1;
    const handled = await db.transaction(async (trx) => {
      if (interruptions >= maxInterruptions) {
        const error = `${worker} stopped during attempt ${current.attempts}; interrupted ${interruptions} times, giving up`;
        const job = await updateJobIf(trx, current.id, 'running', {
          status: 'failed',
          interruptions,
          error,
          finished_at: now,
          updated: now,
        });
        if (job) await insertJobEvent(trx, job, { at: now, type: 'failed', message: error });
        return Boolean(job);
      }
      const given = {
        status: 'queued',
        locked_by: null,
        run_after: now,
        updated: now,
        interruptions,
        attempts: Math.max(0, current.attempts - 1),
      };
      const job = await updateJobIf(trx, current.id, 'running', given);
      const message = `${worker} stopped during attempt ${current.attempts} (interruption ${interruptions}, not counted as a failure); queued again`;
      if (job) await insertJobEvent(trx, job, { at: now, type: 'recovered', message });
      return Boolean(job);
    });
    if (handled) recovered++;
  }
  return recovered;
}

const formatDelay = (ms: number) => (ms < 60_000 ? `${ms / 1000} s` : `${Math.round(ms / 6000) / 10} min`);
