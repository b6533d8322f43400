/**
 * `npm run bench:scale`: issue 33's scale figures in one run, on PostgreSQL and Redis.
 * 1. Full pre-render pages/s of the benchmark tenant (--items, 10,000) with 1 and with 2 worker
 *    processes (`npm start`'s entry point, MASTHEAD_ROLE=worker, the build queue on BullMQ, change
 *    events on Redis): the tenant is seeded into a fresh schema `scale_bench_…` of
 *    postgres://127.0.0.1:5432/test; a full job is queued and the clock runs from when the
 *    workers may claim it (all of them up) to the job's `done` (scale-full-build.ts). A full build
 *    renders every page, but does not write again a page that came out as the stored one; so
 *    each run starts as a first build: a fresh page directory and no page of the tenant in the
 *    manifest (built_pages, built_page_tags emptied). Per run: the full job's batch children
 *    (kind `batch`, 0 before full builds were split) and the load average.
 * 2. The anchor: Astro's own static build of the same pages from the same PostgreSQL schema
 *    (bench/astro-static/measure-anchor.ts; its processes open the schema by DATABASE_SCHEMA, no
 *    SQLite copy), and the ratios Masthead / anchor. Masthead's pages are every path its full
 *    build renders (pages, sitemaps, feeds); the anchor's the tenant's pages (fewer): each rate is
 *    of its own count.
 * 3. Publish-to-live p50/p95 with 2 web and 2 worker processes, after the 2-worker build
 *    (scale-publish.ts).
 * 4. On paper: the machines that rebuild 100 tenants × 10,000 pages in 20 minutes.
 * Ends with one JSON line of its figures. Every process it started is stopped (SIGTERM, then
 * SIGKILL after 30 s), also on error; the schema, the queue's Redis keys and var/bench-scale are
 * removed unless --keep.
 *
 * Each worker process renders on --render-threads threads (RENDER_THREADS; 1 by default): a
 * worker stands for a machine of one core, so the 2 workers' run has the cores of 2 such machines
 * on this 2-core one (with a render thread per core each, the two runs would share the same two
 * cores). The anchor's `astro build` renders on one thread too.
 *
 * Options: --items N (10000); --publishes N (20); --skip-anchor; --keep (keep the schema and
 * var/bench-scale); --render-threads N (1). Ports 4600–4699; Redis at REDIS_URL (redis://127.0.0.1:6379).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { createDb } from '../db/connection.ts';
import { buildSiteIfStale } from '../builds/site-build.ts';
import { buildAdminIfStale } from '../builds/admin-build.ts';
import { benchChildren, ensureBenchAdmin, message } from './bench-setup.ts';
import { measureAnchor } from './astro-static/measure-anchor.ts';
import { round } from './percentiles.ts';
import { processGroup } from './scale-processes.ts';
import { measureFullBuild, type FullBuildRun } from './scale-full-build.ts';
import { measurePublishToLive } from './scale-publish.ts';
import { machinesNeeded } from './scale-machines.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    publishes: { type: 'string', default: '20' },
    'skip-anchor': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'render-threads': { type: 'string', default: '1' },
  },
});
const databaseUrl = 'postgres://127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const schema = `scale_bench_${randomBytes(4).toString('hex')}`;
const queuePrefix = `masthead-${schema}`;
const dir = resolve('var/bench-scale');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
// This process, the seed's and the anchor's children open the schema through DATABASE_SCHEMA.
process.env.DATABASE_SCHEMA = schema;

const admin = createDb({ url: databaseUrl, searchPath: undefined });
await admin.raw(`CREATE SCHEMA ${schema}`);
const db = createDb({ url: databaseUrl, searchPath: schema });
const group = processGroup({ firstPort: 4600, lastPort: 4699 });
/** Deletes the BullMQ keys of this run's queue. */
async function deleteRedisKeys(url: string, pattern: string) {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
let failed = false;
let seeder: ChildProcess | undefined;
let cleaning: Promise<void> | undefined;
// Once, whether the run ends, fails or is interrupted (a signal's cleanup and the run's may overlap).
const cleanUp = () =>
  (cleaning ??= (async () => {
    if (seeder?.exitCode === null) seeder.kill('SIGKILL');
    await group.stopAll();
    await db.destroy();
    if (!values.keep) {
      await deleteRedisKeys(redisUrl, `${queuePrefix}:*`);
      await admin.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      rmSync(dir, { recursive: true, force: true });
    }
    await admin.destroy();
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)));

try {
  const { tsxChild } = benchChildren({ BENCH_DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  seeder = tsxChild('./seed-bench-db.ts', { BENCH_ITEMS: values.items! });
  const seeded = await message<{ tenantKey: string; ms: number }>(seeder);
  const tenantKey = seeded.tenantKey;
  console.log(`seeded ${values.items} items into ${tenantKey} (schema ${schema}) in ${seeded.ms} ms`);
  await ensureBenchAdmin(db);
  // Built before anything is timed (the processes would otherwise build them, each its own).
  buildSiteIfStale();
  buildAdminIfStale();

  const env = (pages: string): Record<string, string> => ({
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    BUILD_OUTPUT_DIR: `${dir}/${pages}`,
    FILES_DIR: `${dir}/files`,
    CHANGE_EVENTS: 'redis',
    BUILD_QUEUE: 'bullmq',
    BUILD_QUEUE_PREFIX: queuePrefix,
    REDIS_URL: redisUrl,
    BUILD_CRON: 'off',
    PAGE_SPEED_CRON: 'off',
    TRACKING_ROLLUP_CRON: 'off',
    REGISTRATION_REMINDER_CRON: 'off',
    SHUTDOWN_GRACE_MS: '20000',
    RENDER_THREADS: values['render-threads']!,
  });
  const timeoutMs = Math.max(600_000, Number(values.items) * 300);
  const runs: FullBuildRun[] = [];
  for (const workers of [1, 2]) {
    await db('built_page_tags').where({ tenant_key: tenantKey }).delete();
    await db('built_pages').where({ tenant_key: tenantKey }).delete();
    const run = await measureFullBuild({ db, env: env(`pages-${workers}w`), group, tenantKey, workers, timeoutMs });
    runs.push(run);
    console.log(`full build, ${workers} worker process(es): ${JSON.stringify(run)}`);
    if (workers === 1) await group.stopAll();
  }
  // Publish-to-live: 2 web processes beside the 2 workers, on the pages the 2-worker build wrote.
  const [webA, webB] = await group.start('web', env('pages-2w'), 2);
  const publish = await measurePublishToLive({
    db,
    tenantKey,
    host: `${tenantKey}.localhost`,
    webA: webA!.port,
    webB: webB!.port,
    publishes: Number(values.publishes),
  });
  console.log(`publish-to-live through web A, live on web B: ${JSON.stringify(publish)}`);
  await group.stopAll();

  const anchor = values['skip-anchor']
    ? null
    : (await measureAnchor({ databaseUrl, tenantKey, dir: `${dir}/anchor`, samples: 8 })).figures;
  if (anchor) {
    console.log("\nAstro's own static build of the tenant's pages (the anchor):");
    console.table(anchor);
  }
  const [one, two] = runs as [FullBuildRun, FullBuildRun];
  const anchorRate = anchor ? anchor['pages/s'] : null;
  const machines = machinesNeeded({ pagesPerSecond: two['pages/s'] });
  const figures = {
    items: Number(values.items),
    pages: two.pages,
    '1 worker pages/s': one['pages/s'],
    '2 workers pages/s': two['pages/s'],
    '2 workers / 1 worker': round(two['pages/s'] / one['pages/s']),
    'batches (1 worker, 2 workers)': `${one.batches}, ${two.batches}`,
    'anchor pages/s': anchorRate,
    '1 worker / anchor': anchorRate ? round(one['pages/s'] / anchorRate) : null,
    '2 workers / anchor': anchorRate ? round(two['pages/s'] / anchorRate) : null,
    'publish-to-live p50 ms': publish['p50 ms'],
    'publish-to-live p95 ms': publish['p95 ms'],
    'machines for 100 × 10,000 pages in 20 min': machines.machines,
    'load average (1, 5, 15 min) at the end': loadavg()
      .map((n) => round(n))
      .join(', '),
  };
  console.log('\nbench:scale');
  console.table(figures);
  console.log(machines.explanation);
  console.log(
    JSON.stringify({ bench: 'scale', schema, ...figures, runs, publish, anchor, machines: machines.machines }),
  );
} catch (error) {
  failed = true;
  console.error(error);
  console.error(group.output());
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
