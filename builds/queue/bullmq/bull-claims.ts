import { randomUUID } from 'node:crypto';
import { Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { Knex } from 'knex';
import type { BuildJob } from '../../../content-engine/core/build-jobs.ts';
import type { Logger } from '../../../content-engine/core/logger.ts';
import { awaitsBatches } from '../batches.ts';
import { claimJobById, fullJobRuns } from '../claim.ts';
import { maxInterruptions } from '../job-lifecycle.ts';
import { findJob } from '../job-rows.ts';
import type { BullQueues } from './bull-queues.ts';
import { bullJobId, lanesFor, otherLane, rowIdOf, type Lane } from './lanes.ts';
import { takeOverJob } from './take-over.ts';

export interface BullClaimsOptions {
  db: Knex;
  queues: BullQueues;
  connection: ConnectionOptions;
  prefix: string;
  now: () => number;
  log: Logger;
  /** How long a claim's BullMQ lock lasts unless extended; extended every third of it while the job runs. */
  lockMs: number;
  /** How long a full job waits before it is offered again while a full job of its tenant runs. */
  fullWaitMs: number;
}

interface Held {
  bullJob: Job;
  token: string;
  timer: NodeJS.Timeout;
}

/**
 * The claiming side: BullMQ workers in manual mode (one per lane) hand out jobs; each becomes a
 * claim of its build_jobs row. The BullMQ lock, extended while the job runs, is the claim's life:
 * a claimer killed with its job lets the lock expire, the stalled check gives the job to another
 * claimer, which takes the row over as an interruption.
 */
export function createBullClaims({ db, queues, connection, prefix, now, log, lockMs, fullWaitMs }: BullClaimsOptions) {
  const workers = new Map<Lane, Worker>();
  const held = new Map<number, Held>();

  function workerOf(lane: Lane): Worker {
    let worker = workers.get(lane);
    if (worker) return worker;
    worker = new Worker(lane, null, {
      connection,
      prefix,
      autorun: false,
      lockDuration: lockMs,
      stalledInterval: Math.max(250, Math.round(lockMs / 2)),
      // Interruptions are counted on the row (maxInterruptions fails it there), not by BullMQ.
      maxStalledCount: maxInterruptions,
    });
    worker.on('error', (error) => log.error({ err: error, lane }, 'BullMQ build worker error'));
    worker.startStalledCheckTimer().catch((error) => log.error({ err: error, lane }, 'BullMQ stalled check failed'));
    workers.set(lane, worker);
    return worker;
  }

  /** Settles a BullMQ job; the row is the record, so a job that is gone (or whose lock was lost) is only logged. */
  async function settle(what: string, id: number, action: () => Promise<unknown>) {
    try {
      await action();
    } catch (error) {
      log.warn({ err: error, jobId: id }, `could not ${what} the BullMQ job of build job ${id}`);
    }
  }

  const later = (ms: number) => Date.now() + Math.max(0, ms);

  function hold(job: BuildJob, bullJob: Job, token: string) {
    const timer = setInterval(
      () => {
        bullJob.extendLock(token, lockMs).then(
          (extended) => {
            if (!extended) log.warn({ jobId: job.id }, `build job ${job.id} lost its BullMQ lock`);
          },
          (error) => log.warn({ err: error, jobId: job.id }, `could not extend the BullMQ lock of build job ${job.id}`),
        );
      },
      Math.round(lockMs / 3),
    );
    timer.unref();
    held.set(job.id, { bullJob, token, timer });
    return job;
  }

  /** Whether the row's BullMQ job in the other lane is held by a live claimer (a duplicate came to us). */
  async function heldInOtherLane(id: number, lane: Lane): Promise<boolean> {
    const other = queues.queues[otherLane(lane)];
    const client = await other.client;
    return (await client.get(`${other.qualifiedName}:${bullJobId(id)}:lock`)) !== null;
  }

  /** Claims the row of a BullMQ job just taken, or settles the BullMQ job and returns null. */
  async function take(bullJob: Job, token: string, workerId: string, lane: Lane): Promise<BuildJob | null> {
    const id = rowIdOf(bullJob.id);
    const drop = () => settle('drop', id, () => bullJob.moveToCompleted(null, token, false));
    const delay = (ms: number) => settle('delay', id, () => bullJob.moveToDelayed(later(ms), token));
    for (let round = 0; round < 5; round++) {
      const row = await findJob(db, id);
      if (!row || row.status === 'done' || row.status === 'failed') {
        await drop();
        return null;
      }
      if (row.status === 'queued') {
        if (row.runAfter > now()) {
          await delay(row.runAfter - now());
          return null;
        }
        const job = await claimJobById(db, id, { workerId, now: now() });
        if (job) return hold(job, bullJob, token);
        const again = await findJob(db, id);
        if (again?.status === 'queued' && again.kind === 'full' && (await fullJobRuns(db, again.tenantKey))) {
          await delay(fullWaitMs);
          return null;
        }
        continue;
      }
      // Running: its holder's lock expired (BullMQ gave us the job), unless the row's job also
      // sits in the other lane and a live claimer holds that one.
      if (await heldInOtherLane(id, lane)) {
        await drop();
        return null;
      }
      const taken = await takeOverJob(db, row, { workerId, now: now() });
      if (taken?.running) return hold(taken.job, bullJob, token);
      if (taken) {
        await drop();
        return null;
      }
    }
    // The row kept changing under us: offer the job again shortly.
    await delay(fullWaitMs);
    return null;
  }

  return {
    async claim(workerId: string, minPriority: number | undefined): Promise<BuildJob | null> {
      for (const lane of lanesFor(minPriority)) {
        const worker = workerOf(lane);
        for (;;) {
          const token = `${workerId}/${randomUUID()}`;
          const bullJob = await worker.getNextJob(token, { block: false });
          if (!bullJob) break;
          const job = await take(bullJob, token, workerId, lane);
          if (job) return job;
        }
      }
      return null;
    },

    /**
     * After the row settled (or went back to the queue): the BullMQ job completes, fails, or waits
     * for the row's `runAfter`. `row` is null when the row could not be settled: the job is left to
     * its lock's expiry, after which a claimer finds the row as it is.
     */
    async release(id: number, row: BuildJob | null) {
      const claim = held.get(id);
      if (!claim) return;
      held.delete(id);
      clearInterval(claim.timer);
      if (!row) return;
      const { bullJob, token } = claim;
      if (row.status === 'done') await settle('complete', id, () => bullJob.moveToCompleted(null, token, false));
      else if (row.status === 'failed')
        await settle('fail', id, () => bullJob.moveToFailed(new Error(row.error ?? 'failed'), token, false));
      else if (row.status === 'queued')
        await settle('delay', id, () => bullJob.moveToDelayed(later(row.runAfter - now()), token));
      // A full job waiting for its batches (ADR 0091): no claimer holds it until it is queued again.
      else if (awaitsBatches(row.lockedBy))
        await settle('complete', id, () => bullJob.moveToCompleted(null, token, false));
    },

    async close() {
      for (const claim of held.values()) clearInterval(claim.timer);
      held.clear();
      await Promise.all([...workers.values()].map((worker) => worker.close()));
      workers.clear();
    },
  };
}

export type BullClaims = ReturnType<typeof createBullClaims>;
