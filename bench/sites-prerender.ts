/** Child process of bench/sites.ts: one full pre-render of the benchmark tenant; reports pages/s and peak memory. */
import { createDb } from '../db/connection.ts';
import { systemClock } from '../content-engine/core/clock.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { silentLogger } from '../content-engine/core/logger.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';
import { createPageManifest } from '../builds/manifest/page-manifest.ts';
import { createPageRenderer } from '../builds/render/page-renderer.ts';
import { loadSiteModule } from '../builds/render/site-module.ts';
import { createSiteBuilder } from '../builds/site-builder.ts';
import { createStaticStore } from '../builds/store/static-store.ts';

const db = createDb({ url: process.env.BENCH_DATABASE_URL });
const events = createEventBus();
const tenant = (await findTenantByKey(db, process.env.BENCH_TENANT!))!;
const builder = createSiteBuilder({
  db,
  events,
  now: systemClock,
  log: silentLogger,
  render: createPageRenderer({ db, events, now: systemClock, log: silentLogger, site: await loadSiteModule({ build: false }) }),
  store: createStaticStore({ root: process.env.BUILD_OUTPUT_DIR }),
  manifest: createPageManifest(db),
});
const started = performance.now();
const counts = await builder.buildFull(tenant);
const ms = performance.now() - started;
await db.destroy();
process.send?.({ ...counts, ms: Math.round(ms), maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) });
