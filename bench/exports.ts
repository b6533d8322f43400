/**
 * `npm run bench:exports`: the background exports of issue 32 (ADR 0078) at volume, on a fresh
 * SQLite database (`var/bench-exports`, or BENCH_DATABASE_URL): seeds --rows companies (200,000)
 * in one tenant, then runs the company export (CSV) and the cross-site export (CSV, then XML) of
 * those rows the way the engine's background runner does, each timed, with the process's memory
 * sampled every 20 ms. The figure that matters is the peak RSS of the whole process while an
 * export runs: it must stay under 200 MB.
 *
 * Options: --rows N (200000).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { analyzeDatabase } from '../db/analyze.ts';
import { processEngine } from '../builds/process-engine.ts';
import { systemClock } from '../content-engine/core/clock.ts';
import { systemContext } from '../content-engine/core/context.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { silentLogger } from '../content-engine/core/logger.ts';
import { insertTenant } from '../content-engine/testing/fixtures.ts';
import { exportFilePath } from '../content-engine/exports/export-files.ts';
import { findExportJob, insertExportJob } from '../content-engine/exports/queries.ts';
import { runExportJob } from '../content-engine/exports/run-export.ts';
import { closeExportReader } from '../content-engine/exports/export-reader.ts';
import type { ExportKind } from '../content-engine/exports/export-job.ts';
import { round } from './percentiles.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '200000' }, measure: { type: 'string' } },
});
const rows = Number(values.rows);
const dir = resolve('var/bench-exports');
const measuring = values.measure !== undefined;
if (!measuring) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
process.env.EXPORTS_DIR = `${dir}/exports`;
const url = process.env.BENCH_DATABASE_URL ?? `sqlite:${dir}/bench.sqlite`;
const db = createDb({ url });
await migrateLatest(db);
const engine = processEngine({ db, events: createEventBus(), now: systemClock, log: silentLogger });
const tenantKey = 'exportbench';

async function seed() {
  await insertTenant(db, { key: tenantKey, name: 'Export Bench' });
  const seedStarted = performance.now();
  const now = Date.now();
  const teaser = 'A supplier of fleet parts, tires and telematics for regional carriers; family owned since 1962.';
  for (let start = 0; start < rows; start += 5000) {
    await db.transaction(async (trx) => {
      for (let batch = start; batch < Math.min(start + 5000, rows); batch += 500) {
        const values = [];
        for (let i = batch; i < Math.min(batch + 500, rows); i++)
          values.push({
            tenant_key: tenantKey,
            type: 'Company',
            status: 1,
            name: `Bench Company ${i}, Inc.`,
            alias: `bench-company-${i}`,
            canonical_path: `/company/bench-company-${i}`,
            teaser,
            link_url: `https://company-${i}.example.com`,
            metadata: JSON.stringify({
              phone: `555-${String(i % 10000).padStart(4, '0')}`,
              email: `info@company-${i}.example.com`,
            }),
            address: JSON.stringify({ street: `${i} Main St`, city: 'Chicago', region: 'IL', postalCode: '60601' }),
            published: now - i * 60_000,
            created: now,
            updated: now,
          });
        await trx('content').insert(values);
      }
    });
  }
  console.log(
    `seeded ${rows.toLocaleString('en-US')} companies in ${round((performance.now() - seedStarted) / 1000, 1)} s`,
  );
}

const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
async function measured(kind: ExportKind, params: Record<string, unknown>) {
  const id = await insertExportJob(db, {
    tenantKey,
    kind,
    params,
    cmsUserId: null,
    createdBy: 'bench',
    now: Date.now(),
  });
  globalThis.gc?.();
  const base = { ...linuxRss(), heap: process.memoryUsage().heapUsed };
  const peak = { ...base };
  const sampler = setInterval(() => {
    const current = { ...linuxRss(), heap: process.memoryUsage().heapUsed };
    for (const key of Object.keys(peak) as (keyof typeof peak)[]) peak[key] = Math.max(peak[key], current[key]);
  }, 20);
  const started = performance.now();
  await runExportJob(systemContext(engine), { tenantKey, jobId: id });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const job = (await findExportJob(db, tenantKey, id))!;
  const size = job.filePath ? statSync(exportFilePath(job.filePath)).size : 0;
  console.log(
    `${kind} ${String(params.format ?? 'csv')}: ${job.status}, ${job.progress.toLocaleString('en-US')} rows, ` +
      `${mb(size)} MB file, ${round(seconds, 2)} s (${Math.round(job.progress / seconds).toLocaleString('en-US')} rows/s); ` +
      `peak rss ${mb(peak.rss)} MB (baseline ${mb(base.rss)}; private ${mb(peak.anon)}, ` +
      `mapped database file ${mb(peak.file)}), heap used ${mb(base.heap)} → peak ${mb(peak.heap)} MB`,
  );
  if (job.status !== 'done') throw new Error(`export ${id} ${job.status}: ${job.error}`);
}

/** The process's resident memory from /proc: total, private (anonymous) and file-backed (SQLite maps the database). */
function linuxRss() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile') };
}

const site = { siteKeys: [tenantKey], siteNames: { [tenantKey]: 'Export Bench' }, types: [] };
const cases: Record<string, [ExportKind, Record<string, unknown>]> = {
  company: ['company', {}],
  'cross-site-csv': ['cross_site', { format: 'csv', ...site }],
  'cross-site-xml': ['cross_site', { format: 'xml', ...site }],
};

if (measuring) {
  const [kind, params] = cases[values.measure!]!;
  await measured(kind, params);
  await closeExportReader(db);
  await db.destroy();
} else {
  await seed();
  // As a server does at start (refreshStatisticsIfStale): the planners need the new volume's statistics.
  await analyzeDatabase(db);
  await db.destroy();
  // Each export in a fresh process, so its peak is the export's own, not the seeding's.
  const script = fileURLToPath(import.meta.url);
  for (const name of Object.keys(cases))
    execFileSync(process.execPath, [...process.execArgv, script, '--rows', String(rows), '--measure', name], {
      stdio: 'inherit',
    });
}
