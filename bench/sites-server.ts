/** Child process of bench/sites.ts: the Masthead server with its build pipeline on the benchmark database. */
import { createDb } from '../db/connection.ts';
import { systemClock } from '../content-engine/core/clock.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { consoleLogger } from '../content-engine/core/logger.ts';
import { buildServer } from '../content-engine/server/app.ts';
import { createPageManifest } from '../builds/manifest/page-manifest.ts';
import { loadSiteModule } from '../builds/render/site-module.ts';
import { createStaticStore } from '../builds/store/static-store.ts';
import { startBuildPipeline } from '../builds/pipeline.ts';
import { siteHost } from '../builds/serve/site-host.ts';
import { processEngine } from '../builds/process-engine.ts';

const db = createDb({ url: process.env.BENCH_DATABASE_URL, checkpointInBackground: true });
const events = createEventBus();
const site = {
  module: await loadSiteModule({ build: false }),
  store: createStaticStore({ root: process.env.BUILD_OUTPUT_DIR }),
  manifest: createPageManifest(db),
};
const engine = processEngine({ db, events, now: systemClock, log: consoleLogger('warn') });
const app = await buildServer({ engine, site: siteHost(site) });
const pipeline = await startBuildPipeline({
  engine,
  site,
  workerId: 'bench',
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('message', async (message: { type: string; tenantKey?: string }) => {
  if (message.type === 'idle') {
    // Answers once no job of the tenant is queued or running (the long tail included).
    for (;;) {
      const queued = await pipeline.queue.list({ tenantKey: message.tenantKey!, status: 'queued' });
      const running = await pipeline.queue.list({ tenantKey: message.tenantKey!, status: 'running' });
      if (queued.totalCount + running.totalCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    process.send?.({ idle: true });
  }
  if (message.type === 'full') {
    // A full build of the tenant (bench/settings-to-live.ts builds its seeded tenant first).
    await pipeline.queue.enqueue({ tenantKey: message.tenantKey!, kind: 'full', reason: 'benchmark' });
    pipeline.worker.wake();
    process.send?.({ queued: true });
  }
  if (message.type === 'stop') {
    await pipeline.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  }
});
