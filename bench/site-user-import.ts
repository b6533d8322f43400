/**
 * `npm run bench:site-user-import`: the CSV import of /admin/migrate-site-users (issue 29, ADR 55)
 * on a fresh SQLite database (`var/bench-site-user-import`, or BENCH_DATABASE_URL): writes a
 * generated file of --rows rows (1 % bad) to disk, then runs its dry run and its import the way the
 * engine's background runner does, each timed, with the process's memory sampled every 20 ms (rss
 * and heap used, peaks above the baseline taken before the file is read). Then the same file
 * again (everything skipped: idempotent).
 *
 * Options: --rows N (100000).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createReadStream } from 'node:fs';
import { createDb } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { processEngine } from '../builds/process-engine.ts';
import { systemClock } from '../content-engine/core/clock.ts';
import { systemContext } from '../content-engine/core/context.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { silentLogger } from '../content-engine/core/logger.ts';
import { insertTenant } from '../content-engine/testing/fixtures.ts';
import { insertSiteSettings } from '../content-engine/testing/fixtures-settings.ts';
import { insertMembership } from '../content-engine/testing/fixtures-site-users.ts';
import { storeCsvFile } from '../content-engine/site-user-imports/import-files.ts';
import { insertSiteUserImport, findSiteUserImport } from '../content-engine/site-user-imports/queries.ts';
import { runSiteUserImport } from '../content-engine/site-user-imports/run-import.ts';
import { readHeader } from '../content-engine/site-user-imports/import-files.ts';
import { generateCsv } from '../content-engine/site-user-imports/tests/import-fixtures.ts';
import { round } from './percentiles.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const rows = Number(values.rows);
const dir = resolve('var/bench-site-user-import');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
process.env.IMPORTS_DIR = `${dir}/imports`;
const url = process.env.BENCH_DATABASE_URL ?? `sqlite:${dir}/bench.sqlite`;
const db = createDb({ url });
await migrateLatest(db);
const engine = processEngine({ db, events: createEventBus(), now: systemClock, log: silentLogger });
const tenantKey = 'importbench';
await insertTenant(db, { key: tenantKey });
await insertSiteSettings(db, {
  tenantKey,
  settings: {
    newsletters: {
      enabledNewsletters: [
        { id: 'daily', title: 'Daily', omedaProductId: 11 },
        { id: 'weekly', title: 'Weekly', omedaProductId: 12 },
      ],
    },
  },
});
await insertMembership(db, { tenantKey, alias: 'free' });

// The file is written, then dropped from this process's memory before anything is measured.
const source = `${dir}/users.csv`;
{
  const { content, badRows } = generateCsv(rows);
  writeFileSync(source, content);
  console.log(`generated ${rows} rows (${badRows.length} bad), ${round(content.length / 1024 / 1024, 1)} MB`);
}
globalThis.gc?.();

const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
async function measured(label: string, work: () => Promise<void>) {
  globalThis.gc?.();
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heap: base.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  }, 20);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `${label}: ${round(seconds, 2)} s, ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s; ` +
      `rss ${mb(base.rss)} → peak ${mb(peak.rss)} MB (+${mb(peak.rss - base.rss)}), ` +
      `heap used ${mb(base.heapUsed)} → peak ${mb(peak.heap)} MB (+${mb(peak.heap - base.heapUsed)})`,
  );
}

async function importOnce(pass: string) {
  const ctx = systemContext(engine);
  let id = 0;
  await measured(`${pass} upload (stream to disk)`, async () => {
    const { storedName, size } = await storeCsvFile(tenantKey, createReadStream(source));
    const columns = (await readHeader(storedName))!;
    id = await insertSiteUserImport(db, {
      tenantKey,
      fileName: 'users.csv',
      storedName,
      fileSize: size,
      columns,
      cmsUserId: null,
      username: 'bench',
      now: Date.now(),
    });
  });
  await db('site_user_imports').where({ id }).update({ status: 'checking', phase: 'dry_run' });
  await measured(`${pass} dry run`, () => runSiteUserImport(ctx, { tenantKey, importId: id, phase: 'dry_run' }));
  await db('site_user_imports').where({ id }).update({
    status: 'importing',
    phase: 'import',
    rows_done: 0,
    created_count: 0,
    existing_count: 0,
    failed_count: 0,
  });
  await measured(`${pass} import`, () => runSiteUserImport(ctx, { tenantKey, importId: id, phase: 'import' }));
  const job = (await findSiteUserImport(db, tenantKey, id))!;
  console.log(`${pass}: status ${job.status}, created ${job.created}, skipped ${job.existing}, failed ${job.failed}`);
}

await importOnce('first');
await importOnce('again');
await db.destroy();
