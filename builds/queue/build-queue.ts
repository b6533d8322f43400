import type { Knex } from 'knex';
import { EngineError, notFound } from '../../content-engine/core/errors.ts';
import { defaultBackoffMs } from './backoff.ts';
import type {
  BuildJob,
  BuildJobEvent,
  BuildJobRequest,
  BuildJobs,
  BuildJobStatus,
  JobResult,
} from '../../content-engine/core/build-jobs.ts';
import { awaitBatches, batchesOf, type BatchPlan } from './batches.ts';
import { claimJob } from './claim.ts';
import { enqueueJob } from './enqueue.ts';
import { cancelJob, retryJob } from './job-control.ts';
import { tenantSummaries, workerStatuses } from './queue-summary.ts';
import { completeJob, failJob, noteProgress, recoverJobs } from './job-lifecycle.ts';
import { findJob, toBuildJob, toBuildJobEvent } from './job-rows.ts';

export type {
  BuildJob,
  BuildJobEvent,
  BuildJobKind,
  BuildJobRequest,
  BuildJobStatus,
} from '../../content-engine/core/build-jobs.ts';
export { jobPriority } from '../../content-engine/core/build-jobs.ts';
export type { BatchPlan } from './batches.ts';

/**
 * The persisted build queue (tables build_jobs and build_job_events), shared by every process on
 * the database: the server's worker and `npm run build:sites`.
 */
export interface BuildQueue extends BuildJobs {
  /**
   * Queues a job. A `tags` or `paths` request joins the tenant's queued (not running) job of the
   * same kind: lists merged, the higher priority, the earlier run time, the reasons appended
   * (event `coalesced`). A `full` request returns the tenant's queued full job. A queued full job
   * does not absorb tags jobs: publishes must not wait for a whole-site build.
   */
  enqueue(request: BuildJobRequest): Promise<BuildJob>;
  /**
   * Takes the best runnable job (highest priority, then oldest, `runAfter` reached), marks it
   * running for `workerId` and counts the attempt (event `started`); null when none is runnable.
   * Safe with concurrent claimers in any process. A full job waits while a full job of its
   * tenant runs. `minPriority` leaves jobs below it to other workers.
   */
  claim(workerId: string, options?: { tenantKey?: string; minPriority?: number }): Promise<BuildJob | null>;
  /** Notes progress of a running job (event `progress`); throttling is the caller's business. */
  progress(id: number, message: string): Promise<void>;
  /** Marks a running job done with what it did (event `done`). */
  complete(id: number, result: JobResult): Promise<void>;
  /**
   * A running job failed: queued again after a backoff (event `retry`), or, when its attempts are
   * used up, failed (event `failed`). Returns the job as it now is.
   */
  fail(id: number, error: unknown): Promise<BuildJob>;
  /**
   * Running jobs of stopped workers (all, or those whose worker id starts with `workerIdPrefix`)
   * go back to the queue (event `recovered`); returns how many. A worker registered in
   * build_workers (worker-registry.ts) that is still alive keeps its jobs.
   */
  recover(workerIdPrefix?: string): Promise<number>;
  get(id: number): Promise<BuildJob | null>;
  /** A tenant's jobs, newest first (50 by default); `tag`: jobs regenerating that change tag (e.g. `content:12`, the admin's live status). */
  list(filter: {
    tenantKey: string | readonly string[];
    status?: BuildJobStatus;
    tag?: string;
    limit?: number;
    offset?: number;
  }): Promise<{ jobs: BuildJob[]; totalCount: number }>;
  /** A job's event log, oldest first; `afterId`: only the events after that one (a follower's next poll). */
  events(jobId: number, options?: { afterId?: number }): Promise<BuildJobEvent[]>;
  /** The queued (not running) jobs of each tenant that has some: the queue depth metric. */
  queuedByTenant(): Promise<{ tenantKey: string; queued: number }[]>;
  /** A full job's batches, in order (ADR 0091). */
  batches(parentId: number): Promise<BuildJob[]>;
  /**
   * The running full job `parentId` (claimed by the caller) waits for its batches: new batches
   * queued, failed ones queued again, and the job left running, held by no worker, until the batch
   * that settles last queues it again to finish (ADR 0091).
   */
  awaitBatches(parentId: number, plan: BatchPlan): Promise<BuildJob>;
  /** Polls until the job is done or failed (tests); 60 s by default. */
  waitUntilSettled(id: number, options?: { timeoutMs?: number }): Promise<BuildJob>;
  /**
   * Calls `listener` when a job may have become runnable, whichever process queued it (BullMQ
   * announces it from Redis; the embedded queue has no such signal and is polled). Returns the
   * unsubscribe function.
   */
  onRunnable?(listener: () => void): () => void;
  /** Closes the connections the queue opened (BullMQ's Redis connections). */
  close?(): Promise<void>;
}

export interface BuildQueueOptions {
  now?: () => number;
  /** Attempts a new job gets (default 5). */
  maxAttempts?: number;
  /** The wait after the attempt-th failure (default 1 s, 2 s, 4 s… capped at 5 min). */
  backoffMs?: (attempt: number) => number;
}

const pollMs = 20;

export function createBuildQueue(
  db: Knex,
  { now = Date.now, maxAttempts = 5, backoffMs = defaultBackoffMs }: BuildQueueOptions = {},
): BuildQueue {
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  const get = (id: number) => findJob(db, id);
  return {
    enqueue: (request) => enqueueJob(db, request, { now, maxAttempts }),
    claim: (workerId, options = {}) => {
      if (!workerId) throw new EngineError('BAD_USER_INPUT', 'claim needs a worker id.');
      return claimJob(db, { workerId, tenantKey: options.tenantKey, minPriority: options.minPriority, now: now() });
    },
    progress: (id, message) => noteProgress(db, id, message, now()),
    complete: (id, result) => completeJob(db, id, result, now()),
    fail: (id, error) => failJob(db, id, error, { now: now(), backoffMs }),
    recover: (workerIdPrefix) => recoverJobs(db, workerIdPrefix, now()),
    batches: (parentId) => batchesOf(db, parentId),
    awaitBatches: async (parentId, plan) => (await awaitBatches(db, parentId, plan, { now: now(), backoffMs })).parent,
    get,
    retry: (id, by) => retryJob(db, id, by, now()),
    cancel: (id, by) => cancelJob(db, id, by, now()),
    summaries: (tenantKeys) => tenantSummaries(db, tenantKeys),
    workers: () => workerStatuses(db, now()),
    async list({ tenantKey, status, tag, limit = 50, offset = 0 }) {
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new EngineError('BAD_USER_INPUT', `limit must be 1 to 1000, got ${limit}.`);
      if (!Number.isInteger(offset) || offset < 0)
        throw new EngineError('BAD_USER_INPUT', `offset must be 0 or more, got ${offset}.`);
      const filtered = () => {
        const query =
          typeof tenantKey === 'string'
            ? db('build_jobs').where({ tenant_key: tenantKey })
            : db('build_jobs').whereIn('tenant_key', tenantKey);
        if (status) query.where({ status });
        // Tags are stored as a JSON array of strings: match the quoted tag, LIKE wildcards escaped.
        if (tag)
          query.whereRaw("tags like ? escape '\\'", [`%${JSON.stringify(tag).replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
        return query;
      };
      const [rows, [count]] = await Promise.all([
        filtered().orderBy('id', 'desc').limit(limit).offset(offset),
        filtered().count<{ n: number | string }[]>({ n: '*' }),
      ]);
      return { jobs: rows.map(toBuildJob), totalCount: Number(count?.n ?? 0) };
    },
    async events(jobId, { afterId } = {}) {
      const query = db('build_job_events').where({ job_id: jobId });
      if (afterId !== undefined) query.where('id', '>', afterId);
      return (await query.orderBy([{ column: 'at' }, { column: 'id' }])).map(toBuildJobEvent);
    },
    async queuedByTenant() {
      const rows = await db('build_jobs')
        .where({ status: 'queued' })
        .groupBy('tenant_key')
        .select<{ tenant_key: string; n: number | string }[]>('tenant_key', db.raw('count(*) as n'));
      return rows.map((row) => ({ tenantKey: row.tenant_key, queued: Number(row.n) }));
    },
    async waitUntilSettled(id, { timeoutMs = 60_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await get(id);
        if (!job) throw notFound(`Build job ${id}`);
        if (job.status === 'done' || job.status === 'failed') return job;
        if (Date.now() >= deadline)
          throw new Error(`Build job ${id} did not settle within ${timeoutMs} ms (it is ${job.status}).`);
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}
