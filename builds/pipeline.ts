import type { Engine } from '../content-engine/core/engine.ts';
import type { SiteServing } from './serve/site-route.ts';
import { findTenantByKey, listTenants } from '../content-engine/tenants/queries.ts';
import { jobPriority } from './queue/build-queue.ts';
import { buildQueueFromEnv } from './queue/build-queue-from-env.ts';
import { createBuildRenderer, type BuildRenderer } from './render/build-renderer.ts';
import { createSiteBuilder } from './site-builder.ts';
import { removeTempFiles } from './store/atomic-write.ts';
import { builtBundleVersion, recordBuiltBundleVersion, siteBundleVersion } from './store/site-bundle-version.ts';
import { listenForChanges } from './worker/change-listener.ts';
import { liveWritersOf, newWorkerId, startHeartbeat } from './queue/worker-registry.ts';
import { createBuildWorker } from './worker/build-worker.ts';
import { createContentScheduler } from './scheduler/content-scheduler.ts';
import { createFullBuildCron } from './scheduler/full-build-cron.ts';
import { measureQueueDepth } from '../content-engine/metrics/build-metrics.ts';

export interface BuildPipelineOptions {
  /** The process's engine (its database, change events, clock and logger): the pipeline's renders and scheduler use it. */
  engine: Engine;
  site: SiteServing;
  /** The pipeline's worker id (unique per process start by default); its lanes claim as it and `<id>-publish`. */
  workerId?: string;
  /** Queue a full build for tenants with no prebuilt pages yet (`npm start`). */
  buildMissing?: boolean;
  /** The site bundle's version (siteBundleVersion() by default): pages built by another version are rebuilt with buildMissing. */
  bundleVersion?: string;
  /** Fire scheduled publish/expiry dates as changes (the server: one per deployment). */
  scheduler?: boolean;
  /** Run the BUILD_CRON full builds (the server). */
  cron?: boolean;
  /** How often an idle worker looks for jobs another process queued (500 ms by default; BUILD_POLL_MS). */
  pollMs?: number;
  /**
   * Full builds of more pages than this are split into batches that any worker in any process
   * takes (BUILD_BATCH_PAGES, ADR 0091; default defaultBatchPages); 0 builds each in one job.
   */
  batchPages?: number;
  /**
   * The builds' renderer; `stop()` closes it. By default createBuildRenderer's: worker threads (one
   * per core) where the database is reachable from them, so the server's own thread stays free to
   * serve while a build runs. `npm run dev` passes one whose bundle it swaps (builds/dev/).
   */
  render?: BuildRenderer;
}

/**
 * The server's build pipeline: change events become persisted jobs, one worker renders them into
 * the static store the server serves; optionally the content scheduler (publish and expiry dates
 * become changes at their time) and the BUILD_CRON full builds. On start it clears temporary files a killed build left,
 * hands jobs of a dead worker back to the queue, and optionally queues full builds of tenants
 * that have nothing built yet, or pages built by an older version of the site's templates.
 */
/** Pages per batch of a full build (ADR 0091): 500, so a 10,000-page tenant is 20 batches. */
export const defaultBatchPages = 500;

export async function startBuildPipeline({
  engine,
  site,
  workerId = newWorkerId('server'),
  buildMissing = false,
  scheduler = false,
  cron = false,
  bundleVersion,
  pollMs,
  batchPages = defaultBatchPages,
  render = createBuildRenderer({ engine, site: site.module }),
}: BuildPipelineOptions) {
  const { db, events, now, log } = engine;
  const queue = buildQueueFromEnv(db, process.env, { now, log });
  const builder = createSiteBuilder({ engine, render, store: site.store, manifest: site.manifest });
  await removeTempFiles(site.store.root);
  const tenant = (key: string) => findTenantByKey(db, key);
  // While `npm run build:sites` builds the same output in its own process (started before this
  // server), jobs wait: its writes are outside this store's order, so a publish rendered now could
  // be overwritten by one of its older renders. Run after it, the publish's pages come last.
  let holding = false;
  const held = async () => {
    const [cli] = (await liveWritersOf(db, now(), site.store.root)).cliBuilds;
    if (Boolean(cli) !== holding)
      log.info(
        { cli: cli?.id },
        cli
          ? 'build jobs wait while npm run build:sites writes the same output'
          : 'npm run build:sites has finished; build jobs run again',
      );
    holding = Boolean(cli);
    return holding;
  };
  // Two lanes: one takes any job (full builds, long tails), the other only publishes, so a publish
  // never waits behind a whole-site build. The builder keeps their writes of a page in order.
  const workers = [
    createBuildWorker({ queue, builder, tenant, log, errors: engine.errors, workerId, held, pollMs, batchPages }),
    createBuildWorker({
      queue,
      builder,
      tenant,
      log,
      errors: engine.errors,
      workerId: `${workerId}-publish`,
      minPriority: jobPriority.publish,
      held,
      pollMs,
      batchPages,
    }),
  ];
  const worker = {
    start: () => workers.forEach((w) => w.start()),
    wake: () => workers.forEach((w) => w.wake()),
    stop: () => Promise.all(workers.map((w) => w.stop())).then(() => {}),
    drain: async () => void (await Promise.all(workers.map((w) => w.drain()))),
  };
  // Registered as alive before anything is claimed (the workers start below): recovery elsewhere
  // leaves this worker's jobs alone, and `npm run build:sites` queues its work here instead of
  // writing beside it. Each beat also hands back the jobs of workers that died since (another
  // server's, on any host).
  const recoverStopped = async () => {
    const recovered = await queue.recover();
    if (!recovered) return;
    // What the stopped worker was writing is never served; its temporary files go (a running writer's stay).
    await removeTempFiles(site.store.tempDir);
    log.info({ recovered }, 'resumed build jobs of a stopped worker');
    worker.wake();
  };
  const heartbeat = await startHeartbeat({
    db,
    id: workerId,
    outputRoot: site.store.root,
    now,
    log,
    onBeat: recoverStopped,
  });
  await recoverStopped();
  const unsubscribe = listenForChanges({ events, queue, wake: () => worker.wake(), log });
  // /metrics reads the queue depth from this process's queue when it is scraped.
  const unmeasure = measureQueueDepth(() => queue.queuedByTenant());
  const queued: number[] = [];
  if (buildMissing) {
    // Pages built by another version of the site's templates are rebuilt, as are tenants with nothing built.
    const version = bundleVersion ?? (await siteBundleVersion());
    const templatesChanged = (await builtBundleVersion(site.store.root)) !== version;
    for (const tenant of await listTenants(db, { includeTest: true })) {
      const built = (await site.manifest.count(tenant.key)) > 0;
      if (built && !templatesChanged) continue;
      // Another worker that started just before this one is building it already.
      if (
        !built &&
        (await queue.list({ tenantKey: tenant.key, status: 'running' })).jobs.some((j) => j.kind === 'full')
      )
        continue;
      const reason = built ? 'site templates changed' : 'nothing built yet';
      queued.push(
        (await queue.enqueue({ tenantKey: tenant.key, kind: 'full', priority: jobPriority.manualFull, reason })).id,
      );
    }
    await recordBuiltBundleVersion(site.store.root, version);
  }
  const contentScheduler = scheduler ? createContentScheduler({ engine }) : null;
  const fullBuilds = cron
    ? createFullBuildCron({ db, queue, log, errors: engine.errors, onQueued: () => worker.wake() })
    : null;
  await fullBuilds?.start();
  contentScheduler?.start();
  worker.start();
  return {
    queue,
    builder,
    worker,
    /** Full-build jobs queued at start for tenants with nothing built or built by other templates. */
    initialJobs: queued,
    /** The BUILD_CRON schedules in force (with `cron`). */
    schedules: fullBuilds?.schedules ?? [],
    /**
     * Stops taking jobs and waits for the running ones. With `graceMs` (SIGTERM), a job still
     * running when the grace is over is handed back to the queue (an interruption, not a failure)
     * for another worker, and the pipeline stops without it: its pages were written atomically,
     * each whole or not at all.
     */
    async stop({ graceMs }: { graceMs?: number } = {}) {
      fullBuilds?.stop();
      await contentScheduler?.stop();
      unsubscribe();
      unmeasure();
      const finished = await settlesWithin(worker.stop(), graceMs);
      await heartbeat.stop();
      if (!finished) {
        const handedBack = await queue.recover(workerId);
        log.warn({ handedBack, graceMs }, 'stopped before the running build jobs finished; handed them back');
      }
      builder.close();
      await render.close();
      await queue.close?.();
    },
  };
}

/** Whether the promise settles within `ms` (always, without a limit). */
async function settlesWithin(promise: Promise<unknown>, ms: number | undefined): Promise<boolean> {
  if (ms === undefined) return (await promise, true);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

export type BuildPipeline = Awaited<ReturnType<typeof startBuildPipeline>>;
