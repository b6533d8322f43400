import type { JobResult } from '../../content-engine/core/build-jobs.ts';
import { parseTag } from '../../content-engine/core/change-tags.ts';
import type { Logger } from '../../content-engine/core/logger.ts';
import type { ErrorMonitor } from '../../content-engine/core/error-monitor.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import type { BuildJob, BuildQueue } from '../queue/build-queue.ts';
import { jobPriority } from '../queue/build-queue.ts';
import { progressMessage } from '../queue/job-progress.ts';
import type { BuildCounts, SiteBuilder } from '../site-builder.ts';
import { isTenantWide } from '../regeneration/regeneration-plan.ts';
import {
  recordBuildFailure,
  recordPublishToLive,
  recordQueueWait,
} from '../../content-engine/metrics/build-metrics.ts';

const addCounts = (a: BuildCounts, b: BuildCounts): BuildCounts => {
  const sum: BuildCounts = { ...a };
  for (const [key, value] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + value;
  return sum;
};

/** Below publishes, above full builds: pages that merely list a changed item. */
export const longTailPriority = 60;

/**
 * A change every page shows (markup settings, menus): below publishes, so the general lane renders
 * the tenant while the publish lane stays free; the old pages are served until the new ones land.
 */
export const tenantWidePriority = longTailPriority;

export interface BuildWorkerDeps {
  queue: BuildQueue;
  builder: SiteBuilder;
  tenant: (key: string) => Promise<Tenant | null>;
  log: Logger;
  /** Where failed jobs are reported (the engine's error monitor; ADR 0084). */
  errors?: ErrorMonitor;
  workerId: string;
  /** Only jobs of at least this priority: a worker kept free for publishes while another builds. */
  minPriority?: number;
  /** How often an idle worker looks for jobs another process queued. */
  pollMs?: number;
  /** Whether to leave the queue alone for now (asked before each claim; the worker looks again a poll later). */
  held?: () => Promise<boolean>;
  /**
   * A full build of more pages than this is split into batches of this many that any worker
   * claims (BUILD_BATCH_PAGES, ADR 0091); 0 builds every full build in its own job.
   */
  batchPages?: number;
}

/** What a full job returns when it waits for its batches: it is not complete yet. */
const awaitingBatches = Symbol('awaiting batches');

/** The batches' counts added up (their own durations left out: the full job has its own). */
function sumBatchCounts(batches: readonly BuildJob[]): BuildCounts {
  const sum: BuildCounts = { rendered: 0, stored: 0, removed: 0, failed: 0 };
  for (const batch of batches)
    for (const [key, value] of Object.entries(batch.result ?? {}))
      if (typeof value === 'number' && key !== 'ms') sum[key] = (sum[key] ?? 0) + value;
  return sum;
}

const chunked = (paths: readonly string[], size: number) =>
  Array.from({ length: Math.ceil(paths.length / size) }, (_, i) => paths.slice(i * size, (i + 1) * size));

/**
 * Takes jobs from the persisted queue one at a time and runs them: full builds, regeneration for
 * change tags (live pages first, the long tail as a follow-up job, or in the job when the change
 * is tenant-wide) and path lists. A job that
 * throws is retried with backoff by the queue. `wake()` starts the next job at once.
 */
export function createBuildWorker({
  queue,
  builder,
  tenant,
  log,
  errors,
  workerId,
  minPriority,
  pollMs = 500,
  held,
  batchPages = 0,
}: BuildWorkerDeps) {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let idle: Promise<void> = Promise.resolve();
  let wakeRequested = false;
  /** Set by stop(): the job running finishes, no other is claimed. */
  let stopping = false;

  /** Each running job's progress notes not yet written, in order: awaited before the job completes. */
  const progressWrites = new Map<number, Promise<void>>();

  /** Progress events at most once a second and once at the end; `before` pages were done earlier. */
  function progressReporter(job: BuildJob, before = 0) {
    let last = 0;
    let finished = false;
    return (done: number, total: number) => {
      const at = Date.now();
      if (finished || (done < total && at - last < 1_000)) return;
      finished = done >= total;
      last = at;
      // Written in order and before the job completes: a note written after it would be refused,
      // and the admin's live status would stop short of the end.
      const message = progressMessage(before + done, before + total);
      const previous = progressWrites.get(job.id) ?? Promise.resolve();
      progressWrites.set(
        job.id,
        previous.then(() => queue.progress(job.id, message)).catch(() => {}),
      );
    };
  }

  async function progressWritten(jobId: number) {
    await progressWrites.get(jobId);
    progressWrites.delete(jobId);
  }

  /**
   * A full job: built here, or (more pages than batchPages) queued as batches for any worker and
   * finished once they have settled — the pages no longer enumerated removed, the counts summed,
   * failed batches queued again while the job has attempts left (ADR 0091).
   */
  async function runFull(job: BuildJob, site: Tenant): Promise<JobResult | typeof awaitingBatches> {
    const batches = await queue.batches(job.id);
    const wait = (plan: Partial<Parameters<BuildQueue['awaitBatches']>[1]>) =>
      queue
        .awaitBatches(job.id, {
          chunks: [],
          enumeratedAt: 0,
          retry: [],
          giveBackAttempt: true,
          ...plan,
        })
        .then((): typeof awaitingBatches => awaitingBatches);
    if (batches.length === 0) {
      const { paths, enumeratedAt } = await builder.fullPaths(site);
      if (batchPages <= 0 || paths.length <= batchPages)
        return builder.buildFull(site, progressReporter(job), { paths, enumeratedAt });
      return wait({ chunks: chunked(paths, batchPages), enumeratedAt });
    }
    if (batches.some((batch) => batch.status === 'queued' || batch.status === 'running')) return wait({});
    const failed = batches.filter((batch) => batch.status === 'failed');
    if (failed.length) {
      const reason = `${failed.length} of ${batches.length} batches failed (first: ${failed[0]!.error ?? 'no message'})`;
      if (job.attempts >= job.maxAttempts) throw new Error(`${reason}; no attempts left`);
      return wait({
        retry: failed.map((batch) => batch.id),
        retryReason: reason,
        giveBackAttempt: false,
      });
    }
    const paths = batches.flatMap((batch) => batch.paths);
    const enumeratedAt = Math.min(...batches.map((batch) => batch.created));
    const counts = sumBatchCounts(batches);
    const removed = await builder.removeNotEnumerated(site, paths, enumeratedAt);
    return { ...counts, removed: counts.removed + removed, paths: paths.length, batches: batches.length };
  }

  async function run(job: BuildJob): Promise<JobResult | typeof awaitingBatches> {
    const site = await tenant(job.tenantKey);
    if (!site) throw new Error(`Tenant ${job.tenantKey} no longer exists`);
    if (job.kind === 'full') return runFull(job, site);
    if (job.kind === 'batch') return builder.buildPaths(site, job.paths, progressReporter(job));
    const urgent = job.priority >= jobPriority.publish;
    if (job.kind === 'paths') return builder.buildPaths(site, job.paths, progressReporter(job), { urgent });
    // The pages readers look at first are rendered before the rest is planned.
    const livePlan = await builder.planLive(site, job.tags);
    const { live } = livePlan;
    const liveCounts = await builder.buildPaths(site, live, undefined, { urgent });
    // The change is live once the pages readers look at first are written (the job was queued by its change event).
    if (live.length) recordPublishToLive((Date.now() - job.created) / 1000);
    const plan = await builder.planAfterLive(site, job.tags, livePlan);
    const layoutTags = job.tags.filter((tag) => parseTag(tag)?.kind === 'layout');
    // A change every page shows renders them all in this job, so its progress counts the tenant.
    const tenantWide = isTenantWide(job.tags);
    const inJob = tenantWide ? [...plan.first, ...plan.rest] : plan.first;
    const counts = addCounts(
      liveCounts,
      await builder.buildPaths(site, inJob, progressReporter(job, live.length), { urgent }),
    );
    if (!live.length && inJob.length) recordPublishToLive((Date.now() - job.created) / 1000);
    if (!tenantWide && plan.rest.length)
      await queue.enqueue({
        tenantKey: job.tenantKey,
        kind: 'paths',
        paths: plan.rest,
        priority: longTailPriority,
        reason: `pages listing the change of job ${job.id}`,
      });
    // A new layout (or a deleted one) changes which pages use which layout: rebuild the tenant.
    if (layoutTags.length && live.length + plan.first.length + plan.rest.length === 0)
      await queue.enqueue({
        tenantKey: job.tenantKey,
        kind: 'full',
        priority: jobPriority.manualFull,
        reason: `layout change (${layoutTags.join(', ')})`,
      });
    return { ...counts, followUp: tenantWide ? 0 : plan.rest.length, livePaths: live };
  }

  async function drain() {
    for (;;) {
      wakeRequested = false;
      if (stopping) return;
      if (held && (await held())) return;
      const job = await queue.claim(workerId, { minPriority });
      if (!job) {
        if (wakeRequested) continue;
        return;
      }
      const started = performance.now();
      // Waiting since it was queued, or since it was due again (a retry after its backoff).
      if (job.startedAt !== null)
        recordQueueWait(job.kind, (job.startedAt - Math.max(job.created, job.runAfter)) / 1000);
      try {
        const result = await run(job);
        await progressWritten(job.id);
        if (result === awaitingBatches) continue;
        await queue.complete(job.id, { ...result, ms: Math.round(performance.now() - started) });
      } catch (error) {
        await progressWritten(job.id);
        log.error({ err: error, jobId: job.id }, 'build job failed');
        await errors?.capture(error, { tenantKey: job.tenantKey, route: `build:${job.kind}` });
        const after = await queue.fail(job.id, error);
        recordBuildFailure(job.tenantKey, after.status === 'failed' ? 'failed' : 'retry');
      }
    }
  }

  let draining = false;
  /** One drain at a time: jobs of a worker run in order. */
  function kick() {
    if (draining) return;
    clearTimeout(timer);
    draining = true;
    idle = drain()
      .catch((error) => log.error({ err: error }, 'build worker error'))
      .finally(() => {
        draining = false;
        if (running) timer = setTimeout(kick, pollMs);
      });
  }

  /** Runs the next job now (a change was queued in this process). */
  function wake() {
    wakeRequested = true;
    if (running) kick();
  }
  let unsubscribe: (() => void) | undefined;

  return {
    start() {
      running = true;
      stopping = false;
      // A queue that announces runnable jobs (BullMQ) starts another process's job at once.
      unsubscribe = queue.onRunnable?.(wake);
      kick();
    },
    wake,
    /** Stops taking jobs and waits for the current one (not for the rest of the queue). */
    async stop() {
      running = false;
      stopping = true;
      unsubscribe?.();
      clearTimeout(timer);
      await idle;
    },
    /** Runs queued jobs until none is runnable (tests and the CLI). */
    drain,
  };
}

export type BuildWorker = ReturnType<typeof createBuildWorker>;
