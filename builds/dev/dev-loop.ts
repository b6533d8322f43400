import type { Engine } from '../../content-engine/core/engine.ts';
import { jobPriority } from '../../content-engine/core/build-jobs.ts';
import { findTenantByKey, listTenants } from '../../content-engine/tenants/queries.ts';
import type { BuildQueue } from '../queue/build-queue.ts';
import { createSiteBuilder } from '../site-builder.ts';
import { createBuildRenderer } from '../render/build-renderer.ts';
import { countingFailures } from '../render/counting-failures.ts';
import { createPageRenderer } from '../render/page-renderer.ts';
import { loadSiteModule, type SiteModule } from '../render/site-module.ts';
import type { SiteServing } from '../serve/site-route.ts';
import { recordBuiltBundleVersion, siteBundleVersion } from '../store/site-bundle-version.ts';
import type { BundleFolders } from './bundle-folders.ts';
import { buildSiteBundle } from './bundle-build.ts';
import type { ReloadChannel } from './reload-channel.ts';
import type { SwappableRenderer } from './swappable.ts';

export interface DevLoopDeps {
  engine: Engine;
  site: SiteServing;
  /** The build pipeline's queue and worker (startBuildPipeline's): the full builds after a swap. */
  pipeline: { queue: BuildQueue; worker: { wake(): void } };
  /** The pipeline's renderer: its bundle is swapped for each rebuilt one. */
  renderer: SwappableRenderer;
  /** Swaps the server's own module (its live renders). */
  swapModule(module: SiteModule): void;
  channel: ReloadChannel;
  folders: BundleFolders;
  /** Builds a bundle into a folder (default: `astro build` in a child process). */
  build?: (dir: string, signal: AbortSignal) => Promise<void>;
  onRebuilt?: (result: RebuildResult) => void;
}

/** What one rebuild did, for the log and the tests. */
export interface RebuildResult {
  dir: string;
  version: string;
  /** Open pages rendered with the new bundle before their browsers were told to reload. */
  regenerated: number;
  reloaded: number;
  /** Low-priority full builds queued for the rest of the pages. */
  queuedFullBuilds: number;
  /** How long `astro build` took, then the swap, then the open pages' regeneration (ms). */
  buildMs: number;
  swapMs: number;
  regenerateMs: number;
}

/**
 * `npm run dev`'s site loop: a change to the site's sources rebuilds the bundle in a child process
 * into a new folder; then the server's module and the render workers swap to it, the pages open in
 * browsers are rendered again first and told to reload, and every tenant with built pages gets a
 * low-priority full build (its pages were built by another bundle). Changes during a rebuild lead
 * to one more rebuild after it.
 */
export function createDevLoop({
  engine,
  site,
  pipeline,
  renderer,
  swapModule,
  channel,
  folders,
  build,
  onRebuilt,
}: DevLoopDeps) {
  const { db, log } = engine;
  // The open pages render in this thread, with the module just swapped in and the server's warm
  // memos: a few pages, where a new render pool would first start its workers (seconds, more on a
  // busy machine). The store orders their writes with the pipeline's.
  const openPages = createSiteBuilder({
    engine,
    render: countingFailures(createPageRenderer({ engine, site: site.module }), 'build'),
    store: site.store,
    manifest: site.manifest,
    concurrency: 4,
  });
  const aborts = new AbortController();
  const buildBundle = build ?? ((dir: string, signal: AbortSignal) => buildSiteBundle({ dir, signal }));
  let current: string | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function regenerateOpenPages() {
    let regenerated = 0;
    let reloaded = 0;
    for (const [tenantKey, paths] of channel.openPages()) {
      const tenant = await findTenantByKey(db, tenantKey);
      if (!tenant) continue;
      // A page that fails renders live on reload, with the error to see.
      const counts = await openPages
        .buildPaths(tenant, paths, undefined, { urgent: true })
        .catch((error: { counts?: { stored: number } }) => error.counts ?? { stored: 0 });
      regenerated += counts.stored;
      reloaded += channel.reload(tenantKey, paths);
    }
    return { regenerated, reloaded };
  }

  async function queueFullBuilds(version: string) {
    let queued = 0;
    for (const tenant of await listTenants(db, { includeTest: true })) {
      if (!(await site.manifest.count(tenant.key))) continue;
      await pipeline.queue.enqueue({
        tenantKey: tenant.key,
        kind: 'full',
        priority: jobPriority.scheduledFull,
        reason: 'site templates changed (npm run dev)',
      });
      queued++;
    }
    await recordBuiltBundleVersion(site.store.root, version);
    if (queued) pipeline.worker.wake();
    return queued;
  }

  /** Builds the bundle into a new folder and swaps everything to it. */
  async function rebuildOnce(): Promise<RebuildResult> {
    await folders.removeAllBut(current ? [current] : []);
    const dir = folders.nextBundle();
    const started = Date.now();
    await buildBundle(dir, aborts.signal);
    const built = Date.now();
    await folders.addClientFiles(dir);
    const module = await loadSiteModule({ build: false, dir });
    swapModule(module);
    // The old workers finish their renders and close; the pages below render on the new ones.
    void renderer.swap(createBuildRenderer({ engine, site: module, siteDir: dir }));
    current = dir;
    const version = await siteBundleVersion(dir);
    const swapped = Date.now();
    const { regenerated, reloaded } = await regenerateOpenPages();
    const regenerateMs = Date.now() - swapped;
    const queuedFullBuilds = await queueFullBuilds(version);
    return {
      dir,
      version,
      regenerated,
      reloaded,
      queuedFullBuilds,
      buildMs: built - started,
      swapMs: swapped - built,
      regenerateMs,
    };
  }

  return {
    /** Asks for a rebuild: one starts now, or one more after the running one. Resolves when the site is current. */
    rebuild(reason: string, changedAt = Date.now()): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          log.info({ reason }, `site sources changed (${reason}): rebuilding the site bundle`);
          try {
            const result = await rebuildOnce();
            const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
            log.info(
              { ...result, sinceChangeMs: Date.now() - changedAt },
              `site bundle rebuilt (${seconds(result.buildMs)}) and swapped (${seconds(result.swapMs)}); ` +
                `${result.regenerated} open page(s) regenerated (${seconds(result.regenerateMs)}), ` +
                `${result.reloaded} browser tab(s) reloaded, ${seconds(Date.now() - changedAt)} after the change; ` +
                `${result.queuedFullBuilds} low-priority full build(s) queued`,
            );
            onRebuilt?.(result);
          } catch (error) {
            if (aborts.signal.aborted) return;
            log.error({ err: error }, 'the site bundle did not build; the server keeps the previous one');
          }
          changedAt = Date.now();
        } while (again && !aborts.signal.aborted);
      })().finally(() => (running = undefined));
      return running;
    },
    async stop() {
      aborts.abort();
      await running;
    },
  };
}

export type DevLoop = ReturnType<typeof createDevLoop>;
