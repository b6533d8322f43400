import { filesDir } from '../assets/files-dir.ts';
import { createDb, dialectOf } from '../../db/connection.ts';
import { migrateLatest } from '../../db/migrate.ts';
import { refreshStatisticsIfStale } from '../../db/analyze.ts';
import { isDatabaseEmpty, seedDemo } from '../../db/seed/seed-demo.ts';
import { ensureCmsUser, ensureRolesAndPermissions } from '../cms-users/seed-roles.ts';
import { createEventBus } from '../core/events.ts';
import { processEngine } from '../../builds/process-engine.ts';
import { consoleLogger } from '../core/logger.ts';
import { listTenants } from '../tenants/queries.ts';
import { turnAllModulesOn } from '../tenants/all-modules-in-development.ts';
import { ensureSearchIndexCurrent } from '../search/index-version.ts';
import { ensureBodiesSanitised } from '../content/writes/bodies-current.ts';
import { buildServer } from './app.ts';
import { adminConfigFromEnv } from './admin-route.ts';
import { adminLogin } from './admin-login.ts';
import { loadSiteModule } from '../../builds/render/site-module.ts';
import { createStaticStore } from '../../builds/store/static-store.ts';
import { createPageManifest } from '../../builds/manifest/page-manifest.ts';
import { startBuildPipeline } from '../../builds/pipeline.ts';
import { createDevSite } from '../../builds/dev/dev-site.ts';
import { adminDistDir, buildAdminIfStale } from '../../builds/admin-build.ts';
import { siteHost } from '../../builds/serve/site-host.ts';
import { resumeStalledSiteUserImports } from '../site-user-imports/resume-stalled.ts';
import { resumeStalledExports } from '../exports/resume-stalled.ts';
import { closeExportReader } from '../exports/export-reader.ts';
import { startRegistrationReminderCron } from '../registration-funnel/reminder-cron.ts';
import { startNewsletterWorker } from '../newsletter-deployments/deployment-worker.ts';
import { startTrackingRollupCron } from '../tracking-rollups/rollup-cron.ts';
import { startPageSpeedCron } from '../page-speed/page-speed-cron.ts';
import { changeRelayFromEnv } from '../change-relay/relay-from-env.ts';
import { connectRelay } from '../change-relay/connect-relay.ts';
import { metricsAccessFromEnv, type MetricsAccess } from '../metrics/metrics-access.ts';

/** The composition root of `npm start`: one process serving the engine, the admin and the tenant sites. */
const port = Number(process.env.PORT || 4321);
const host = process.env.HOST || '0.0.0.0';
const development = process.env.NODE_ENV !== 'production';

const db = createDb({ checkpointInBackground: true });
const ran = await migrateLatest(db);
const reindexed = await ensureSearchIndexCurrent(db);
if (reindexed !== null) console.log(`Search index rewritten for this version (${reindexed} items).`);
const resanitised = await ensureBodiesSanitised(db);
if (resanitised) console.log(`Stored bodies sanitised by this version's rules (${resanitised} changed).`);
if (await isDatabaseEmpty(db)) {
  const started = performance.now();
  const summary = await seedDemo(db, { filesDir: filesDir() });
  console.log(`Seeded the demo data in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(summary)}`);
}
await refreshStatisticsIfStale(db);
await ensureRolesAndPermissions(db);
const login = adminLogin(process.env);
await ensureCmsUser(db, {
  ...login,
  username: login.email,
  firstName: 'Demo',
  lastName: 'Administrator',
  role: 'administrator',
  isGlobal: true,
  tenants: [],
  extraPermissions: [],
});

const events = createEventBus((error) => console.error('change listener failed', error));
// `npm run dev` serves the admin through Vite with hot reload; otherwise the built bundle (built here when stale).
const adminDev = process.env.NODE_ENV === 'development';
if (adminDev) {
  const turnedOn = await turnAllModulesOn(db, Date.now());
  if (turnedOn.length) console.log(`Development: every module turned on for ${turnedOn.join(', ')}.`);
}
if (!adminDev) buildAdminIfStale();
const site = { module: await loadSiteModule(), store: createStaticStore(), manifest: createPageManifest(db) };
const engine = processEngine({ db, events, now: Date.now, log: consoleLogger() });
// `npm run dev` rebuilds the site bundle when its sources change and reloads the open pages (ADR 0086).
const devSite = adminDev ? await createDevSite({ engine, site }) : null;
// CHANGE_EVENTS=postgres|redis: the changes of the other Masthead processes empty this one's caches at once (ADR 0081).
const relay = changeRelayFromEnv({ env: process.env, db, log: engine.log, schema: process.env.DATABASE_SCHEMA });
const disconnectRelay = relay ? await connectRelay(events, relay, { log: engine.log }) : async () => {};
const app = await buildServer({
  engine,
  site: devSite?.host ?? siteHost(site),
  filesDir: filesDir(),
  graphiql: development,
  admin: { dev: adminDev, distDir: adminDistDir, config: adminConfigFromEnv(process.env) },
  logger: {
    level: process.env.LOG_LEVEL || 'info',
    ...(development && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  },
});
await app.listen({ port, host });
// Site-user imports a stopped process left running continue after their last committed chunk (ADR 55).
await resumeStalledSiteUserImports(engine);
// Exports a stopped process left queued or running are written again (ADR 0078).
await resumeStalledExports(engine);
const pipeline = await startBuildPipeline({
  engine,
  site: devSite?.serving ?? site,
  render: devSite?.renderer,
  buildMissing: true,
  scheduler: true,
  cron: true,
});
devSite?.attach(pipeline);
await devSite?.watch();

// The 1 h and 24 h reminders of unfinished registrations (ADR 0069).
const reminders = startRegistrationReminderCron({ engine });
// Newsletter deployments: a tick, a timer for the next due one, leases so one process works each (ADR 0074).
const newsletterWorker = startNewsletterWorker({ engine });
// The reports' daily counts of tracking events, and the retention of raw events (ADR 0079).
const rollups = startTrackingRollupCron({ engine });
// Page speed runs of sampled pages for the page-speed report (ADR 0080).
const pageSpeed = startPageSpeedCron({ engine, port });

const metricsBanner = (access: MetricsAccess, port: number) =>
  access.enabled
    ? `http://localhost:${port}/metrics  (${access.token ? 'with METRICS_TOKEN' : 'from this machine only; METRICS_TOKEN for others'})`
    : 'off (METRICS)';

const tenants = await listTenants(db, { includeTest: true });
console.log(`
Masthead is running at http://localhost:${port}  (database: ${dialectOf(db)}${ran.length ? `, migrated ${ran.length}` : ''}${relay ? `, change events over ${relay.kind}` : ''})
  Admin:    http://localhost:${port}/admin  (and /admin on every tenant host)${adminDev ? ' — Vite with hot reload' : ''}
  GraphQL:  POST http://localhost:${port}/graphql${development ? `  (GraphiQL: http://localhost:${port}/graphql)` : ''}
  Health:   http://localhost:${port}/health
  Metrics:  ${metricsBanner(metricsAccessFromEnv(process.env), port)}
  Tenants:
${tenants.map((t) => `    ${t.key.padEnd(16)} http://${t.key}.localhost:${port}  ${t.name}${t.isTest ? ' (test)' : ''}`).join('\n')}
  Demo login: ${login.email} / ${login.password}  (set MASTHEAD_ADMIN_EMAIL / MASTHEAD_ADMIN_PASSWORD)
  Site:     ${devSite ? 'site/ and islands/ watched: a change rebuilds the bundle and reloads the open pages' : 'built bundle (dist)'}
  Static pages: ${site.store.root}${pipeline.initialJobs.length ? ` (building ${pipeline.initialJobs.length} site(s) in the background; pages render on demand meanwhile)` : ''}
  Full builds: ${pipeline.schedules.map((s) => `${s.tenant} "${s.expression}"`).join(', ') || 'off'} (BUILD_CRON)
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    reminders.stop();
    rollups.stop();
    pageSpeed.stop();
    await newsletterWorker.stop();
    await devSite?.stop();
    await pipeline.stop();
    await app.close();
    await disconnectRelay();
    await closeExportReader(db);
    await db.destroy();
    process.exit(0);
  });
}
