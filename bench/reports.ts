/**
 * `npm run bench:reports` (issue 32): seeds 5 million tracking events and 200,000 site users over
 * a year on two sites (bench/reports-seed.ts) into a file SQLite database (DATABASE_URL=postgres://…
 * for PostgreSQL), rolls the ended days up (ADR 0079), then runs each report's query over the last
 * 30 days and over the whole year, BENCH_RUNS times (default 20), and prints p50 and p95 per report.
 * BENCH_EVENTS and BENCH_SITE_USERS scale the volume; BENCH_SQLITE=<file> seeds into that file
 * and keeps it, and a later run with the same file measures it again without seeding.
 */
import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { insertTenant } from '../content-engine/testing/fixtures.ts';
import { chicagoDay } from '../content-engine/shared/chicago-day.ts';
import { rollUpPass } from '../content-engine/tracking-rollups/roll-up-pass.ts';
import { percentile, round } from './percentiles.ts';
import { seedReportVolume } from './reports-seed.ts';
import { benchReports } from './reports-cases.ts';

const events = Number(process.env.BENCH_EVENTS || 5_000_000);
const siteUsers = Number(process.env.BENCH_SITE_USERS || 200_000);
const runs = Number(process.env.BENCH_RUNS || 20);
const dir = mkdtempSync(join(tmpdir(), 'masthead-bench-reports-'));
const kept = process.env.BENCH_SQLITE;
const reuse = Boolean(kept && existsSync(kept));
const url = process.env.DATABASE_URL || `sqlite:${kept || join(dir, 'bench.sqlite')}`;
// PostgreSQL: a schema of its own, dropped at the end (no 5-million-row cascade delete).
const schema = url.startsWith('postgres') ? `bench_reports_${process.pid}` : undefined;
if (schema) {
  const admin = createDb({ url });
  await admin.raw(`CREATE SCHEMA ${schema}`);
  await admin.destroy();
}
const db = createDb({ url, searchPath: schema });
const now = Date.now();
const tenantKeys = ['benchone', 'benchtwo'];
try {
  await migrateLatest(db);
  if (!reuse) {
    for (const key of tenantKeys) await insertTenant(db, { key });
    console.log(`Seeding ${events} events and ${siteUsers} site users on ${url.split(':')[0]}…`);
    await seedReportVolume(db, { tenantKeys, events, siteUsers, contentItems: 20_000, days: 365, now });
  } else console.log(`Measuring ${kept} again (seeded by an earlier run)`);
  await db.raw('ANALYZE');
  let started = performance.now();
  const pass = await rollUpPass(db, { now, retentionDays: null });
  console.log(`Rolled up ${pass.rolled.length} site-days in ${round((performance.now() - started) / 1000, 1)} s`);
  const today = chicagoDay(now);
  const ranges = [
    { label: '30 days', from: chicagoDay(now - 29 * 86_400_000), to: today },
    { label: '365 days', from: chicagoDay(now - 364 * 86_400_000), to: today },
  ];
  console.log('\n| report | range | p50 ms | p95 ms |\n|---|---|---|---|');
  for (const report of benchReports)
    for (const range of ranges) {
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        started = performance.now();
        await report.run(db, { tenantKeys: [tenantKeys[0]!], from: range.from, to: range.to, now });
        samples.push(performance.now() - started);
      }
      console.log(
        `| ${report.name} | ${range.label} | ${round(percentile(samples, 50), 1)} | ${round(percentile(samples, 95), 1)} |`,
      );
    }
} finally {
  await db.destroy();
  if (schema) {
    const admin = createDb({ url });
    await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
    await admin.destroy();
  }
  rmSync(dir, { recursive: true, force: true });
}
