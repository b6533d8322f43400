import type { Knex } from 'knex';
import { EngineError, notFound } from '../../content-engine/core/errors.ts';
import type { BuildJob } from '../../content-engine/core/build-jobs.ts';
import { awaitsBatches, batchSettling, cancelWithBatches } from './batches.ts';
import { findJob, insertJobEvent, updateJobIf } from './job-rows.ts';

/*
 * What an administrator may do to a job from /admin/system: queue a failed job again, or cancel a
 * queued one (or a full build waiting for its batches). A running job is never changed here: its
 * worker owns it until it settles.
 */

/** A failed job queued again at once with a fresh attempt budget (event `retried`). */
export async function retryJob(db: Knex, id: number, by: string, now: number): Promise<BuildJob> {
  const current = await findJob(db, id);
  if (!current) throw notFound(`Build job ${id}`);
  if (current.status !== 'failed')
    throw new EngineError('BAD_USER_INPUT', `Build job ${id} is ${current.status}: only a failed job can be retried.`);
  return db.transaction(async (trx) => {
    const job = await updateJobIf(trx, id, 'failed', {
      status: 'queued',
      attempts: 0,
      interruptions: 0,
      run_after: now,
      locked_by: null,
      finished_at: null,
      updated: now,
    });
    if (!job) throw new EngineError('BAD_USER_INPUT', `Build job ${id} changed meanwhile: reload and try again.`);
    await insertJobEvent(trx, job, { at: now, type: 'retried', message: `queued again by ${by}` });
    return job;
  });
}

/**
 * A queued job is cancelled: failed with the error "cancelled by …" (event `cancelled`), so it is
 * never claimed and can be retried later. A running job is refused: a build cannot be cut short
 * halfway (its pages would be a mix of old and new), it settles on its own.
 */
export async function cancelJob(db: Knex, id: number, by: string, now: number): Promise<BuildJob> {
  const current = await findJob(db, id);
  if (!current) throw notFound(`Build job ${id}`);
  // A full build waiting for its batches: its queued batches are cancelled with it.
  if (current.status === 'running' && awaitsBatches(current.lockedBy)) {
    const cancelled = await cancelWithBatches(db, id, by, now);
    if (cancelled) return cancelled;
    throw new EngineError('BAD_USER_INPUT', `Build job ${id} changed meanwhile: reload and try again.`);
  }
  if (current.status !== 'queued')
    throw new EngineError(
      'BAD_USER_INPUT',
      current.status === 'running'
        ? `Build job ${id} is running and cannot be cancelled; it settles on its own.`
        : `Build job ${id} is ${current.status}: only a queued job can be cancelled.`,
    );
  const batch = await batchSettling(db, id);
  return db.transaction(async (trx) => {
    await batch?.lock(trx);
    const job = await updateJobIf(trx, id, 'queued', {
      status: 'failed',
      error: `cancelled by ${by}`,
      finished_at: now,
      updated: now,
    });
    if (!job)
      throw new EngineError('BAD_USER_INPUT', `Build job ${id} was claimed meanwhile and can no longer be cancelled.`);
    await insertJobEvent(trx, job, { at: now, type: 'cancelled', message: `cancelled by ${by}` });
    await batch?.settled(trx, now);
    return job;
  });
}
