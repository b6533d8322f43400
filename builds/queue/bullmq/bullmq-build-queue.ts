import { QueueEvents, type ConnectionOptions } from 'bullmq';
import type { Knex } from 'knex';
import { EngineError } from '../../../content-engine/core/errors.ts';
import { silentLogger, type Logger } from '../../../content-engine/core/logger.ts';
import type { BuildJob } from '../../../content-engine/core/build-jobs.ts';
import { createBuildQueue, type BuildQueue, type BuildQueueOptions } from '../build-queue.ts';
import { createBullClaims, type BullClaims } from './bull-claims.ts';
import { createBullQueues, type BullQueues } from './bull-queues.ts';
import { lanes } from './lanes.ts';

export interface BullmqBuildQueueOptions extends BuildQueueOptions {
  /** Where Redis is (redisOptions(REDIS_URL)). */
  connection: ConnectionOptions;
  /** The prefix of every Redis key (default `masthead-builds`): deployments sharing a Redis use their own. */
  prefix?: string;
  log?: Logger;
  /** A claim's BullMQ lock (default 10 s), extended every third of it while the job runs. */
  lockMs?: number;
  /** How long a full job waits before it is offered again while a full job of its tenant runs (default 2 s). */
  fullWaitMs?: number;
  /**
   * Connect to Redis for each enqueue, retry, cancel or recover and disconnect after: a process
   * that only queues and controls jobs (the engine's) holds no connection that would keep it alive.
   */
  connectPerOperation?: boolean;
}

export type BullmqBuildQueue = BuildQueue & { close(): Promise<void> };

/**
 * The build queue with BullMQ as its dispatcher (ADR 0088): build_jobs stays the record (status,
 * events, coalescing, attempts and backoff, what /admin/system shows), and each queued row has a
 * BullMQ job that hands it to one claimer. Claims block on Redis (a job queued by any process is
 * announced at once) and live by their BullMQ lock, so a killed worker's job goes to another
 * worker when its lock expires.
 */
export function createBullmqBuildQueue(
  db: Knex,
  {
    connection,
    prefix = 'masthead-builds',
    now = Date.now,
    log = silentLogger,
    lockMs = 10_000,
    fullWaitMs = 2_000,
    connectPerOperation = false,
    ...recordOptions
  }: BullmqBuildQueueOptions,
): BullmqBuildQueue {
  const record = createBuildQueue(db, { now, ...recordOptions });
  let queues: BullQueues | null = null;
  let claims: BullClaims | null = null;
  let events: QueueEvents[] | null = null;
  const listeners = new Set<() => void>();
  const timers = new Set<NodeJS.Timeout>();

  const openQueues = () => (queues ??= createBullQueues({ connection, prefix, now }));
  const openClaims = () =>
    (claims ??= createBullClaims({ db, queues: openQueues(), connection, prefix, now, log, lockMs, fullWaitMs }));

  /** Runs a producer step on the open queues, or on queues opened for it when connecting per operation. */
  async function withQueues<T>(step: (q: BullQueues) => Promise<T>): Promise<T> {
    if (queues || !connectPerOperation) return step(openQueues());
    const transient = createBullQueues({ connection, prefix, now });
    try {
      return await step(transient);
    } finally {
      await transient.close();
    }
  }

  /** Dispatches a row that is still queued (a claimer may have taken it meanwhile). */
  async function dispatchQueued(job: BuildJob) {
    const current = await record.get(job.id);
    if (current?.status === 'queued') await withQueues((q) => q.dispatch(current));
  }

  /** After a batch settled: its full job, when that was queued again to finish. */
  async function dispatchParent(id: number) {
    const job = await record.get(id);
    if (job?.parentId) {
      const parent = await record.get(job.parentId);
      if (parent?.status === 'queued') await withQueues((q) => q.dispatch(parent));
    }
  }

  const notify = () => listeners.forEach((listener) => listener());

  function watchEvents(): QueueEvents[] {
    return lanes.map((lane) => {
      const queueEvents = new QueueEvents(lane, { connection, prefix });
      queueEvents.on('waiting', notify);
      // A delayed job (a retry's backoff, a full job waiting) is announced when it is due.
      queueEvents.on('delayed', ({ delay }) => {
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            notify();
          },
          Math.max(0, Number(delay) - Date.now()),
        );
        timer.unref();
        timers.add(timer);
      });
      queueEvents.on('error', (error) => log.error({ err: error, lane }, 'BullMQ build queue events error'));
      return queueEvents;
    });
  }

  /** Settles the BullMQ job of a claim after its row changed (or could not: null). */
  async function settled<T extends BuildJob | void>(id: number, change: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await change();
    } catch (error) {
      await claims?.release(id, null);
      throw error;
    }
    await claims?.release(id, result ?? (await record.get(id)));
    return result;
  }

  return {
    ...record,
    async enqueue(request) {
      const job = await record.enqueue(request);
      await dispatchQueued(job);
      return job;
    },
    claim(workerId, options = {}) {
      if (!workerId) throw new EngineError('BAD_USER_INPUT', 'claim needs a worker id.');
      if (options.tenantKey)
        throw new EngineError('BAD_USER_INPUT', 'The BullMQ build queue hands out jobs in queue order, not by tenant.');
      return openClaims().claim(workerId, options.minPriority);
    },
    async complete(id, result) {
      await settled(id, () => record.complete(id, result));
      await dispatchParent(id);
    },
    async fail(id, error) {
      const job = await settled(id, () => record.fail(id, error));
      await dispatchParent(id);
      return job;
    },
    async awaitBatches(parentId, plan) {
      // The full job is no longer held through BullMQ (release completes its BullMQ job); its
      // batches are dispatched, and it is dispatched again when the last of them settles.
      const parent = await settled(parentId, () => record.awaitBatches(parentId, plan));
      for (const batch of await record.batches(parentId)) if (batch.status === 'queued') await dispatchQueued(batch);
      return parent;
    },
    async recover(workerIdPrefix) {
      const recovered = await record.recover(workerIdPrefix);
      const redispatched = await withQueues((q) => q.redispatchMissing(db));
      if (redispatched) log.info({ redispatched }, 'dispatched queued build jobs BullMQ did not have');
      return recovered + redispatched;
    },
    async retry(id, by) {
      const job = await record.retry(id, by);
      await dispatchQueued(job);
      return job;
    },
    async cancel(id, by) {
      const job = await record.cancel(id, by);
      await withQueues((q) => q.withdraw(id));
      return job;
    },
    onRunnable(listener) {
      listeners.add(listener);
      events ??= watchEvents();
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      timers.forEach(clearTimeout);
      timers.clear();
      await claims?.close();
      await Promise.all((events ?? []).map((queueEvents) => queueEvents.close()));
      await queues?.close();
      claims = null;
      events = null;
      queues = null;
    },
  };
}
