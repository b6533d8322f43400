import type { Knex } from 'knex';
import { dialectOf } from '../../db/connection.ts';
import { toJson } from '../../content-engine/core/rows.ts';
import type { BuildJob } from '../../content-engine/core/build-jobs.ts';
import { progressMessage } from './job-progress.ts';
import { findJob, insertJobEvent, toBuildJob, updateJobIf } from './job-rows.ts';

/*
 * Batches of a full build (ADR 0091). A full job of a large tenant lists the tenant's paths and
 * queues them as `batch` jobs (parent_id = the full job), which any worker in any process claims.
 * Meanwhile the full job stays running, held by no worker (`locked_by` = `batches:<id>`), so no
 * other full build of the tenant starts. The batch that settles last queues the full job again,
 * and the worker that claims it finishes the build: removes the pages no longer enumerated and
 * sums the batches' counts (or queues failed batches again, or fails).
 */

const batchesPrefix = 'batches:';

/** The `locked_by` of a full job waiting for its batches. */
export const batchesMark = (parentId: number) => `${batchesPrefix}${parentId}`;

/** Whether a running job is a full job waiting for its batches (no worker holds it). */
export const awaitsBatches = (lockedBy: string | null) => (lockedBy ?? '').startsWith(batchesPrefix);

const active = ['queued', 'running'];

/** A full job's batches, in order. */
export async function batchesOf(db: Knex, parentId: number): Promise<BuildJob[]> {
  return (await db('build_jobs').where({ parent_id: parentId }).orderBy('id')).map(toBuildJob);
}

export interface BatchPlan {
  /** New batches: each a list of paths. */
  chunks: readonly (readonly string[])[];
  /** When the full build listed its paths: the new batches' `created`, and its finish removes pages built before it. */
  enumeratedAt: number;
  /** Failed batches queued again, due after the queue's backoff for the full job's attempt. */
  retry: readonly number[];
  /** Why failed batches are queued again (the parent's event). */
  retryReason?: string;
  /**
   * Give the claim's attempt back: waiting for batches is not a failure (the attempts count the
   * rounds in which batches failed).
   */
  giveBackAttempt: boolean;
}

/**
 * The running full job `parentId` waits for its batches: `plan.chunks` are queued as new batches,
 * `plan.retry` (failed batches) queued again, and the job is left running, held by no worker.
 * Returns the full job as it now is and the batches that are queued.
 */
export async function awaitBatches(
  db: Knex,
  parentId: number,
  plan: BatchPlan,
  { now, backoffMs }: { now: number; backoffMs: (attempt: number) => number },
): Promise<{ parent: BuildJob; queued: BuildJob[] }> {
  const current = await findJob(db, parentId);
  if (current?.status !== 'running')
    throw new Error(`Build job ${parentId} is ${current?.status ?? 'gone'}, not running.`);
  return db.transaction(async (trx) => {
    const parent = await updateJobIf(trx, parentId, 'running', {
      locked_by: batchesMark(parentId),
      attempts: plan.giveBackAttempt ? Math.max(0, current.attempts - 1) : current.attempts,
      updated: now,
    });
    if (!parent) throw new Error(`Build job ${parentId} changed meanwhile.`);
    const queued: BuildJob[] = [];
    const total = plan.chunks.length;
    for (const [index, paths] of plan.chunks.entries()) {
      const [row] = await trx('build_jobs')
        .insert({
          tenant_key: parent.tenantKey,
          kind: 'batch',
          status: 'queued',
          priority: parent.priority,
          tags: '[]',
          paths: toJson([...paths]),
          reason: `batch ${index + 1} of ${total} of full build #${parentId}`,
          attempts: 0,
          max_attempts: parent.maxAttempts,
          run_after: now,
          created: plan.enumeratedAt,
          updated: now,
          parent_id: parentId,
        })
        .returning('*');
      const batch = toBuildJob(row);
      await insertJobEvent(trx, batch, { at: now, type: 'queued', message: batch.reason });
      queued.push(batch);
    }
    for (const id of plan.retry) {
      const batch = await updateJobIf(trx, id, 'failed', {
        status: 'queued',
        attempts: 0,
        interruptions: 0,
        run_after: now + backoffMs(Math.max(1, current.attempts)),
        locked_by: null,
        finished_at: null,
        updated: now,
      });
      if (!batch) continue;
      await insertJobEvent(trx, batch, {
        at: now,
        type: 'retried',
        message: `queued again by full build #${parentId}`,
      });
      queued.push(batch);
    }
    const pages = plan.chunks.reduce((sum, paths) => sum + paths.length, 0);
    const message = total
      ? `${pages} pages in ${total} batches for any worker`
      : plan.retry.length
        ? `${plan.retryReason ?? 'batches failed'}: ${plan.retry.length} queued again`
        : 'waiting for its batches';
    await insertJobEvent(trx, parent, { at: now, type: plan.retry.length ? 'retry' : 'batches', message });
    return { parent, queued };
  });
}

export interface BatchSettling {
  /** First in the settling transaction: locks the full job's row (PostgreSQL). */
  lock(trx: Knex): Promise<void>;
  /** After the batch's row changed, in the same transaction: the full job queued to finish, or null. */
  settled(trx: Knex, now: number): Promise<BuildJob | null>;
}

/**
 * For the transaction that settles job `id` (done, finally failed, cancelled), when it is a batch:
 * its full job's progress is noted and, once none of its batches is queued or running, the full
 * job is queued again to finish. The full job's row is locked before the batch's row changes, so
 * two batches settling at once see each other's outcome and exactly one queues the full job (on
 * SQLite writers are serialised anyway). Read before the transaction: null for any other job.
 */
export async function batchSettling(db: Knex, id: number): Promise<BatchSettling | null> {
  const row = await db('build_jobs').where({ id }).first('parent_id');
  if (row?.parent_id === null || row?.parent_id === undefined) return null;
  const parentId = Number(row.parent_id);
  return {
    async lock(trx) {
      if (dialectOf(trx) === 'pg') await trx('build_jobs').where({ id: parentId }).forUpdate().first('id');
    },
    settled: (trx, now) => afterBatchSettled(trx, parentId, now),
  };
}

async function afterBatchSettled(trx: Knex, parentId: number, now: number): Promise<BuildJob | null> {
  const parent = await findJob(trx, parentId);
  if (parent?.status !== 'running' || !awaitsBatches(parent.lockedBy)) return null;
  const batches = await batchesOf(trx, parentId);
  const pages = (status?: string) =>
    batches.filter((b) => !status || b.status === status).reduce((sum, b) => sum + b.paths.length, 0);
  await insertJobEvent(trx, parent, { at: now, type: 'progress', message: progressMessage(pages('done'), pages()) });
  if (batches.some((b) => active.includes(b.status))) return null;
  const failed = batches.filter((b) => b.status === 'failed').length;
  const requeued = await updateJobIf(trx, parentId, 'running', {
    status: 'queued',
    locked_by: null,
    run_after: now,
    updated: now,
  });
  if (requeued)
    await insertJobEvent(trx, requeued, {
      at: now,
      type: 'batches',
      message: `its ${batches.length} batches have settled${failed ? ` (${failed} failed)` : ''}; queued to finish`,
    });
  return requeued;
}

/**
 * Full jobs waiting for batches of which none is queued or running (the process that settled the
 * last one died before it queued the full job): queued again to finish. Returns how many.
 */
export async function requeueSettledParents(db: Knex, now: number): Promise<number> {
  const waiting = await db('build_jobs')
    .where({ status: 'running', kind: 'full' })
    .where('locked_by', 'like', `${batchesPrefix}%`)
    .whereNotExists(
      db('build_jobs as batch')
        .select(db.raw('1'))
        .whereRaw('batch.parent_id = build_jobs.id')
        .whereIn('batch.status', active),
    )
    .select('id');
  let requeued = 0;
  for (const { id } of waiting as { id: number }[]) {
    const job = await db.transaction(async (trx) => {
      const changed = await updateJobIf(trx, Number(id), 'running', {
        status: 'queued',
        locked_by: null,
        run_after: now,
        updated: now,
      });
      if (changed)
        await insertJobEvent(trx, changed, {
          at: now,
          type: 'recovered',
          message: 'its batches had settled; queued to finish',
        });
      return changed;
    });
    if (job) requeued++;
  }
  return requeued;
}

/** A full job waiting for its batches is cancelled with its queued batches; running ones finish on their own. */
export async function cancelWithBatches(db: Knex, parentId: number, by: string, now: number): Promise<BuildJob | null> {
  return db.transaction(async (trx) => {
    const error = `cancelled by ${by}`;
    const parent = await trx('build_jobs')
      .where({ id: parentId, status: 'running' })
      .where('locked_by', 'like', `${batchesPrefix}%`)
      .update({ status: 'failed', error, finished_at: now, updated: now })
      .returning('*');
    if (!parent[0]) return null;
    const job = toBuildJob(parent[0]);
    await insertJobEvent(trx, job, { at: now, type: 'cancelled', message: error });
    const batches = await trx('build_jobs')
      .where({ parent_id: parentId, status: 'queued' })
      .update({
        status: 'failed',
        error: `cancelled with full build #${parentId} by ${by}`,
        finished_at: now,
        updated: now,
      })
      .returning('*');
    for (const batch of batches.map(toBuildJob))
      await insertJobEvent(trx, batch, { at: now, type: 'cancelled', message: batch.error ?? error });
    return job;
  });
}
