import { Queue, type ConnectionOptions } from 'bullmq';
import type { Knex } from 'knex';
import type { BuildJob } from '../../../content-engine/core/build-jobs.ts';
import { toBuildJob } from '../job-rows.ts';
import { bullJobId, bullPriority, laneOf, lanes, otherLane, type Lane } from './lanes.ts';

export interface BullQueuesOptions {
  connection: ConnectionOptions;
  prefix: string;
  /** Our clock (build_jobs times); BullMQ's delays are counted from it. */
  now: () => number;
}

/** Settled BullMQ jobs are removed at once: their id is free for the row's next dispatch (a retry). */
const jobOptions = { removeOnComplete: true, removeOnFail: true } as const;

/**
 * The producer side: the BullMQ jobs that dispatch the queued rows. Every change keeps one BullMQ
 * job per queued row, in the lane of its priority, due at its `runAfter`.
 */
export function createBullQueues({ connection, prefix, now }: BullQueuesOptions) {
  const queues = Object.fromEntries(
    lanes.map((lane) => [lane, new Queue(lane, { connection, prefix, defaultJobOptions: jobOptions })]),
  ) as Record<Lane, Queue>;

  const delayOf = (job: BuildJob) => Math.max(0, job.runAfter - now());

  const add = (job: BuildJob) =>
    queues[laneOf(job.priority)].add(
      job.kind,
      { id: job.id },
      { jobId: bullJobId(job.id), priority: bullPriority(job.priority), delay: delayOf(job) },
    );

  /**
   * Makes the BullMQ job of a queued row match it: added when missing, moved to the lane of a
   * raised priority, its priority changed, promoted when the row became due earlier. A job a
   * claimer holds (active) is left alone: the claimer claims the row as it is now.
   */
  async function dispatch(job: BuildJob): Promise<void> {
    const lane = laneOf(job.priority);
    const id = bullJobId(job.id);
    const misplaced = await queues[otherLane(lane)].getJob(id);
    if (misplaced && (await queues[otherLane(lane)].remove(id)) === 0) return;
    const existing = await queues[lane].getJob(id);
    if (!existing) {
      await add(job);
      return;
    }
    const state = await existing.getState();
    if (state === 'active') return;
    if (state !== 'waiting' && state !== 'prioritized' && state !== 'delayed') {
      // A settled job that was not removed (the removal failed): replace it.
      await queues[lane].remove(id);
      await add(job);
      return;
    }
    if (existing.opts.priority !== bullPriority(job.priority))
      await existing.changePriority({ priority: bullPriority(job.priority) });
    if (state === 'delayed' && delayOf(job) === 0) await existing.promote();
  }

  /** Removes a row's BullMQ job wherever it is; one a claimer holds stays (it finds the row settled and drops it). */
  async function withdraw(rowId: number): Promise<void> {
    await Promise.all(lanes.map((lane) => queues[lane].remove(bullJobId(rowId))));
  }

  /**
   * Dispatches the queued rows that have no BullMQ job in either lane (Redis lost its data, a
   * process died between writing a row and adding its job, a dead worker's rows were queued
   * again). Returns how many.
   */
  async function redispatchMissing(db: Knex): Promise<number> {
    const rows = (await db('build_jobs').where({ status: 'queued' }).orderBy('id')).map(toBuildJob);
    if (rows.length === 0) return 0;
    const client = await queues.publish.client;
    const has = async (row: BuildJob) =>
      (
        await Promise.all(
          lanes.map((lane) => client.hexists(`${queues[lane].qualifiedName}:${bullJobId(row.id)}`, 'name')),
        )
      ).some(Boolean);
    const found = await Promise.all(rows.map(has));
    const missing = rows.filter((_, i) => !found[i]);
    for (const row of missing) await dispatch(row);
    return missing.length;
  }

  return {
    queues,
    dispatch,
    withdraw,
    redispatchMissing,
    close: () => Promise.all(lanes.map((lane) => queues[lane].close())).then(() => {}),
  };
}

export type BullQueues = ReturnType<typeof createBullQueues>;
