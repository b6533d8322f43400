/**
 * Child process of bench/sites.ts: one full pre-render of the benchmark tenant; reports pages/s,
 * peak memory and CPU time. Renders on worker threads like `npm run build:sites` (RENDER_THREADS
 * sets how many; 0 or 1 renders in-process).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDb } from '../db/connection.ts';
import { systemClock } from '../content-engine/core/clock.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { silentLogger } from '../content-engine/core/logger.ts';
import { processEngine } from '../builds/process-engine.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';
import { createPageManifest } from '../builds/manifest/page-manifest.ts';
import { createBuildRenderer } from '../builds/render/build-renderer.ts';
import { loadSiteModule } from '../builds/render/site-module.ts';
import { createSiteBuilder } from '../builds/site-builder.ts';
import { createStaticStore } from '../builds/store/static-store.ts';

/** What this process reports to bench/sites.ts. */
export interface PrerenderResult {
  rendered: number;
  stored: number;
  unchanged?: number;
  removed: number;
  ms: number;
  maxRssMB: number;
  threads: number;
  cpuMsPerPage: number;
  loopDelayP999Ms: number;
  loopDelayMaxMs: number;
}

const db = createDb({ url: process.env.BENCH_DATABASE_URL, checkpointInBackground: true });
const events = createEventBus();
const tenant = (await findTenantByKey(db, process.env.BENCH_TENANT!))!;
const engine = processEngine({ db, events, now: systemClock, log: silentLogger });
const render = createBuildRenderer({ engine, site: await loadSiteModule({ build: false }) });
const builder = createSiteBuilder({
  engine,
  render,
  store: createStaticStore({ root: process.env.BUILD_OUTPUT_DIR }),
  manifest: createPageManifest(db),
});
// How long the main thread (which hands out renders, writes files and the manifest, and in the
// server also serves requests) is held at a time during the build.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const cpu = process.cpuUsage();
const started = performance.now();
const counts = await builder.buildFull(tenant);
const ms = performance.now() - started;
const { user, system } = process.cpuUsage(cpu);
loopDelay.disable();
await render.close();
await db.destroy();
const result: PrerenderResult = {
  ...counts,
  ms: Math.round(ms),
  maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  threads: render.threads,
  cpuMsPerPage: Math.round((user + system) / 10 / counts.rendered) / 100,
  loopDelayP999Ms: Math.round(loopDelay.percentile(99.9) / 1e6),
  loopDelayMaxMs: Math.round(loopDelay.max / 1e6),
};
process.send?.(result);
