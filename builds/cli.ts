import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { createDb } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { systemClock } from '../content-engine/core/clock.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { consoleLogger } from '../content-engine/core/logger.ts';
import { findTenantByKey, listTenants } from '../content-engine/tenants/queries.ts';
import { createPageManifest } from './manifest/page-manifest.ts';
import { removeTempFiles } from './store/atomic-write.ts';
import { createStaticStore } from './store/static-store.ts';
import { createBuildRenderer } from './render/build-renderer.ts';
import { loadSiteModule } from './render/site-module.ts';
import { createSiteBuilder } from './site-builder.ts';

/**
 * `npm run build:sites -- [--tenant K] [--path P]`: pre-renders every tenant (or one), or one
 * path of a tenant, into builds/output with a progress bar. Safe to run beside the server: files
 * are replaced atomically and the server picks them up within a second.
 */
const { values } = parseArgs({ options: { tenant: { type: 'string' }, path: { type: 'string', multiple: true }, help: { type: 'boolean' } } });
if (values.help) {
  console.log('Usage: npm run build:sites -- [--tenant <key>] [--path </some/path> …]');
  process.exit(0);
}
if (values.path && !values.tenant) {
  console.error('--path needs --tenant: a path belongs to one tenant.');
  process.exit(2);
}

const db = createDb({ checkpointInBackground: true });
await migrateLatest(db);
const events = createEventBus();
const log = consoleLogger('warn');
const tenants = values.tenant ? [await findTenantByKey(db, values.tenant)] : await listTenants(db, { includeTest: true });
if (tenants.some((t) => !t)) {
  console.error(`No tenant has the key "${values.tenant}". Tenants: ${(await listTenants(db, { includeTest: true })).map((t) => t.key).join(', ')}`);
  process.exit(2);
}
const store = createStaticStore();
// Worker threads, one per core (RENDER_THREADS overrides; 0 or 1 renders in this thread).
const render = createBuildRenderer({ db, events, now: systemClock, log, site: await loadSiteModule({ log: console.log }) });
const builder = createSiteBuilder({
  db,
  events,
  now: systemClock,
  log,
  render,
  store,
  manifest: createPageManifest(db),
});

let failed = false;
for (const tenant of tenants as NonNullable<(typeof tenants)[number]>[]) {
  await removeTempFiles(store.tenantRoot(tenant.key));
  const bar = new SingleBar({ format: `${tenant.key.padEnd(16)} [{bar}] {percentage}% | {value}/{total} pages | {rate} pages/s`, hideCursor: true, clearOnComplete: false }, Presets.shades_classic);
  const started = performance.now();
  bar.start(1, 0, { rate: 0 });
  try {
    const onProgress = (done: number, total: number) => {
      bar.setTotal(total);
      bar.update(done, { rate: Math.round(done / ((performance.now() - started) / 1000)) });
    };
    const counts = values.path ? await builder.buildPaths(tenant, values.path, onProgress) : await builder.buildFull(tenant, onProgress);
    bar.stop();
    console.log(`  ${counts.stored} stored, ${counts.unchanged ?? 0} unchanged, ${counts.removed} removed (redirects, 404s, leftovers) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    bar.stop();
    failed = true;
    console.error(`  ${tenant.key}: build failed: ${(error as Error).message.slice(0, 500)}`);
  }
}
await render.close();
await db.destroy();
process.exit(failed ? 1 : 0);
