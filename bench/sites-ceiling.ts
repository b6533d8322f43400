/**
 * `npm run bench:sites:ceiling`: what one page of a first build costs at the least, on one thread,
 * for the benchmark tenant of `npm run bench:sites` (run that first: this reads its database).
 *
 * Every path of the tenant is rendered in build order with read-ahead, as a render worker renders
 * it, through the same page renderer; nothing is stored and no manifest is kept. Three rounds:
 * 1. rendering plus the brotli and gzip variants a first build makes for every 200 (the store's own
 *    `compressVariantsSync`), as a fresh render worker meets the pages (its code not yet optimised);
 * 2. rendering only, warm;
 * 3. rendering and compressing, warm.
 *
 * CPU per page counts every thread of this process (V8's GC and compiler helpers included). The
 * ceiling it implies for N cores, N × 1000 / (CPU ms per page), assumes the cores scale perfectly
 * and that nothing else is done: no file writes, no manifest, no hand-out between threads.
 *
 * Options: --cores N (the core count to work the ceiling out for; default this machine's).
 */
import { contextFor } from '../content-engine/core/context.ts';
import { processEngine } from '../builds/process-engine.ts';
import { availableParallelism } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '../db/connection.ts';
import { systemClock } from '../content-engine/core/clock.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { silentLogger } from '../content-engine/core/logger.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';
import { tenantPaths } from '../builds/enumerate/tenant-paths.ts';
import { createPageRenderer } from '../builds/render/page-renderer.ts';
import { loadSiteModule } from '../builds/render/site-module.ts';
import { readAheadWindow } from '../builds/site-builder.ts';
import { compressVariantsSync } from '../builds/store/compress.ts';
import { round } from './percentiles.ts';

const { values } = parseArgs({ options: { cores: { type: 'string', default: String(availableParallelism()) } } });
const cores = Number(values.cores);
if (!Number.isInteger(cores) || cores < 1) {
  console.error(`--cores must be a whole number of cores, 1 or more; got ${values.cores}`);
  process.exit(1);
}
const file = resolve('var/bench-sites/sites.sqlite');
const results = resolve('var/bench-sites/results.json');
if (!existsSync(file) || !existsSync(results)) {
  console.error(
    `No benchmark database at ${file}: run npm run bench:sites first (it seeds the 10,000-item tenant this measures).`,
  );
  process.exit(1);
}
const { tenantKey } = JSON.parse(readFileSync(results, 'utf8')) as { tenantKey: string };

const db = createDb({ url: `sqlite:${file}` });
const events = createEventBus();
const found = await findTenantByKey(db, tenantKey);
if (!found) throw new Error(`${file} has no tenant ${tenantKey}: run npm run bench:sites again.`);
const tenant = found;
const engine = processEngine({ db, events, now: systemClock, log: silentLogger });
const render = createPageRenderer({ engine, site: await loadSiteModule() });
const paths = await tenantPaths(contextFor(engine, { tenant, ip: '127.0.0.1' }), tenant);

async function renderAll(compress: boolean) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  for (let from = 0; from < paths.length; from += readAheadWindow) {
    const next = paths.slice(from, from + readAheadWindow);
    render.readAhead!(tenant, next);
    for (const path of next) {
      const page = await render(tenant, path);
      if (page.status !== 200 && page.status !== 301 && page.status !== 404)
        throw new Error(`${path} rendered ${page.status}`);
      bytes += page.body.length;
      if (compress && page.status === 200) compressVariantsSync(page.body);
    }
  }
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const cpuMsPerPage = (user + system) / 1000 / paths.length;
  return {
    'wall ms/page': round(ms / paths.length, 2),
    'CPU ms/page': round(cpuMsPerPage, 2),
    'average kB': round(bytes / paths.length / 1024, 1),
    [`ceiling on ${cores} cores, pages/s`]: Math.round((cores * 1000) / cpuMsPerPage),
  };
}

const rounds: Record<string, Record<string, number>> = {};
rounds['fresh thread: render + br + gzip'] = await renderAll(true);
rounds['warm: render'] = await renderAll(false);
rounds['warm: render + br + gzip'] = await renderAll(true);
console.log(`\nOne thread, ${paths.length} paths of ${tenantKey} in build order, nothing stored:`);
console.table(rounds);
await db.destroy();
