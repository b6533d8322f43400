/**
 * `npm run bench:reports` (issue 32): seeds 5 million tracking events and 200,000 site users over
 * a year on two sites (bench/reports-seed.ts) into a file SQLite database (DATABASE_URL=postgres://…
 * for PostgreSQL), and the other tables the reports read — inquiries, history, favourites,
 * newsletter subscriptions, registration requests, page speed runs, IP gating with licences
 * (bench/reports-seed-extras.ts) — rolls the ended days up (ADR 0079), then runs each report's
 * query over the last 30 days and over the whole year, BENCH_RUNS times (default 20), and prints
 * p50 and p95 per report. BENCH_EVENTS and BENCH_SITE_USERS scale the volume; BENCH_SQLITE=<file>
 * (or, on PostgreSQL, BENCH_PG_SCHEMA=<schema>) seeds into that file or schema and keeps it, and a
 * later run with the same one measures it again without seeding — seeding only the extra tables
 * still empty there (a database kept before they existed gets them then).
 */
import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, dialectOf } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { insertTenant } from '../content-engine/testing/fixtures.ts';
import { chicagoDay } from '../content-engine/shared/chicago-day.ts';
import { rollUpPass } from '../content-engine/tracking-rollups/roll-up-pass.ts';
import { percentile, round } from './percentiles.ts';
import { seedReportVolume } from './reports-seed.ts';
import { seedReportExtras } from './reports-seed-extras.ts';
import { benchReports } from './reports-cases.ts';
import { processEngine } from '../builds/process-engine.ts';
import { asSystem, contextFor } from '../content-engine/core/context.ts';
import { createEventBus } from '../content-engine/core/events.ts';
import { silentLogger } from '../content-engine/core/logger.ts';
import { getReport } from '../content-engine/reports/operations/get-report.ts';
import { reportDefinitions } from '../content-engine/reports/report-registry.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';

const events = Number(process.env.BENCH_EVENTS || 5_000_000);
const siteUsers = Number(process.env.BENCH_SITE_USERS || 200_000);
const runs = Number(process.env.BENCH_RUNS || 20);
const dir = mkdtempSync(join(tmpdir(), 'masthead-bench-reports-'));
const url = process.env.DATABASE_URL || `sqlite:${process.env.BENCH_SQLITE || join(dir, 'bench.sqlite')}`;
const postgres = url.startsWith('postgres');
// PostgreSQL: a schema of its own, dropped at the end (no 5-million-row cascade delete) unless
// BENCH_PG_SCHEMA names one to keep, like BENCH_SQLITE's file.
const keptSchema = postgres ? process.env.BENCH_PG_SCHEMA : undefined;
if (keptSchema && !/^[a-z_][a-z0-9_]*$/.test(keptSchema))
  throw new Error('BENCH_PG_SCHEMA: lower-case letters, digits, _');
const schema = postgres ? (keptSchema ?? `bench_reports_${process.pid}`) : undefined;
const kept = postgres ? keptSchema : process.env.BENCH_SQLITE;
let reuse = false;
if (schema) {
  const admin = createDb({ url });
  const found = await admin('information_schema.tables').where({ table_schema: schema, table_name: 'tracking_daily' });
  reuse = Boolean(keptSchema && found.length);
  await admin.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.destroy();
} else reuse = Boolean(kept && existsSync(kept));
const db = createDb({ url, searchPath: schema });
const now = Date.now();
const tenantKeys = ['benchone', 'benchtwo'];
try {
  await migrateLatest(db);
  const volume = { tenantKeys, events, siteUsers, contentItems: 20_000, days: 365, now };
  if (!reuse) {
    for (const key of tenantKeys) await insertTenant(db, { key });
    console.log(`Seeding ${events} events and ${siteUsers} site users on ${url.split(':')[0]}…`);
    await seedReportVolume(db, volume);
  } else console.log(`Measuring ${kept} again (seeded by an earlier run)`);
  const extras = await seedReportExtras(db, volume);
  if (reuse && extras.length) console.log(`  (added to ${kept}: ${extras.join(', ')})`);
  // PostgreSQL: what autovacuum does to a table that stopped growing — statistics, and the
  // visibility map an index-only scan needs (the sponsored logo clicks index, migration 0047).
  await db.raw(dialectOf(db) === 'pg' ? 'VACUUM (ANALYZE) tracking_events' : 'ANALYZE');
  if (dialectOf(db) === 'pg') await db.raw('ANALYZE');
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
  // Every report as its screen asks for it: getReport's first page, total and chart.
  const engine = processEngine({ db, events: createEventBus(), now: Date.now, log: silentLogger });
  const ctx = asSystem(contextFor(engine, { tenant: await findTenantByKey(db, tenantKeys[0]!), ip: '' }));
  console.log('\n| report (getReport: page 1, total, chart) | range | rows | p50 ms | p95 ms |\n|---|---|---|---|---|');
  for (const definition of reportDefinitions.values())
    for (const range of ranges) {
      const samples: number[] = [];
      let rows = 0;
      for (let i = 0; i < runs; i++) {
        started = performance.now();
        const result = await getReport({ ctx, input: { report: definition.name, from: range.from, to: range.to } });
        samples.push(performance.now() - started);
        rows = result.totalCount;
      }
      console.log(
        `| ${definition.name} | ${range.label} | ${rows} | ${round(percentile(samples, 50), 1)} | ${round(percentile(samples, 95), 1)} |`,
      );
    }
} finally {
  await db.destroy();
  if (schema && !keptSchema) {
    const admin = createDb({ url });
    await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
    await admin.destroy();
  }
  rmSync(dir, { recursive: true, force: true });
}
