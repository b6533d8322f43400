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
import { pageBackendFromEnv } from '../../builds/store/page-store-from-env.ts';
import { createPageManifest } from '../../builds/manifest/page-manifest.ts';
import { defaultBatchPages, startBuildPipeline } from '../../builds/pipeline.ts';
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
import { withStartupLock } from '../../db/startup-lock.ts';
import { processRoleFromEnv } from './process-role.ts';
import {
  buildBatchPagesFromEnv,
  buildPollMsFromEnv,
  pageRecheckMsFromEnv,
  shutdownGraceMsFromEnv,
} from './process-settings.ts';
import { buildWorkerServer } from './worker-server.ts';
import { onTerminate } from './terminate.ts';
import { queueChangesForWorkers } from '../../builds/worker/queue-changes.ts';

/**
 * The composition root of `npm start`: by default one process serving the engine, the admin and the
 * tenant sites and building their pages; with MASTHEAD_ROLE=web or worker, one of several (ADR 0089).
 */
const port = Number(process.env.PORT || 4321);
const host = process.env.HOST || '0.0.0.0';
const development = process.env.NODE_ENV !== 'production';

const role = (() => {
  try {
    return processRoleFromEnv(process.env);
  } catch (error) {
    // A setting this process cannot run with: said in one line, not as a crash.
    console.error(`Masthead cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
const login = adminLogin(process.env);
const db = createDb({ checkpointInBackground: true });
// Several processes started together set the database up one at a time (ADR 0089).
const ran = await withStartupLock(db, async () => {
  const migrated = await migrateLatest(db);
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
  return migrated;
});

const events = createEventBus((error) => console.error('change listener failed', error));
// `npm run dev` serves the admin through Vite with hot reload; otherwise the built bundle (built here when stale).
const adminDev = process.env.NODE_ENV === 'development';
if (adminDev) {
  const turnedOn = await turnAllModulesOn(db, Date.now());
  if (turnedOn.length) console.log(`Development: every module turned on for ${turnedOn.join(', ')}.`);
}
if (role.serves && !adminDev) buildAdminIfStale();
const site = {
  module: await loadSiteModule(),
  // A web process's pages are written by the workers: it looks at a page's file again after PAGE_RECHECK_MS.
  // PAGE_STORE=s3://bucket/prefix keeps the pages in an S3-compatible bucket instead of BUILD_OUTPUT_DIR (ADR 0090).
  store: createStaticStore({
    recheckMs: pageRecheckMsFromEnv(process.env, role),
    backend: await pageBackendFromEnv(process.env),
  }),
  manifest: createPageManifest(db),
};
const engine = processEngine({ db, events, now: Date.now, log: consoleLogger() });
// `npm run dev` rebuilds the site bundle when its sources change and reloads the open pages (ADR 0086).
const devSite = adminDev && role.name === 'all' ? await createDevSite({ engine, site }) : null;
// CHANGE_EVENTS=postgres|redis: the changes of the other Masthead processes empty this one's caches at once (ADR 0081).
const relay = changeRelayFromEnv({ env: process.env, db, log: engine.log, schema: process.env.DATABASE_SCHEMA });
const disconnectRelay = relay ? await connectRelay(events, relay, { log: engine.log }) : async () => {};
const metricsAccess = metricsAccessFromEnv(process.env);
const app = role.serves
  ? await buildServer({
      engine,
      site: devSite?.host ?? siteHost(site),
      filesDir: filesDir(),
      graphiql: development,
      admin: { dev: adminDev, distDir: adminDistDir, config: adminConfigFromEnv(process.env) },
      metrics: metricsAccess,
      logger: {
        level: process.env.LOG_LEVEL || 'info',
        ...(development && process.stdout.isTTY
          ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
          : {}),
      },
    })
  : buildWorkerServer({ db, metrics: metricsAccess });
await app.listen({ port, host });
// The process where a change is made queues its regeneration; a web process leaves the rendering to the workers.
const changesQueued = role.works ? null : queueChangesForWorkers(engine);
// Site-user imports and exports run where the admin started them; a stopped process's are resumed (ADRs 55, 0078).
const stopResumingImports = role.serves ? await resumeStalledSiteUserImports(engine) : () => {};
const stopResumingExports = role.serves ? await resumeStalledExports(engine) : () => {};
const pipeline = role.works
  ? await startBuildPipeline({
      engine,
      site: devSite?.serving ?? site,
      render: devSite?.renderer,
      buildMissing: true,
      scheduler: true,
      cron: true,
      pollMs: buildPollMsFromEnv(process.env),
      batchPages: buildBatchPagesFromEnv(process.env, defaultBatchPages),
    })
  : null;
if (pipeline) devSite?.attach(pipeline);
await devSite?.watch();
// The background passes run in the processes that work: the 1 h and 24 h reminders of unfinished
// registrations (ADR 0069); newsletter deployments, leased so one process works each (ADR 0074);
// the reports' daily counts of tracking events (ADR 0079); page speed runs of sampled pages (ADR 0080).
const passes = role.works
  ? [
      startRegistrationReminderCron({ engine }),
      startNewsletterWorker({ engine }),
      startTrackingRollupCron({ engine }),
      // A worker serves no pages: it measures the tenants' public domains, as readers reach them.
      startPageSpeedCron({
        engine,
        port,
        env: role.serves ? process.env : { PAGE_SPEED_ORIGIN: 'public', ...process.env },
      }),
    ]
  : [];

const metricsBanner = (access: MetricsAccess, port: number) =>
  access.enabled
    ? `http://localhost:${port}/metrics  (${access.token ? 'with METRICS_TOKEN' : 'from this machine only; METRICS_TOKEN for others'})`
    : 'off (METRICS)';

const tenants = await listTenants(db, { includeTest: true });
const database = `database: ${dialectOf(db)}${ran.length ? `, migrated ${ran.length}` : ''}${relay ? `, change events over ${relay.kind}` : ''}`;
console.log(
  role.serves
    ? `
Masthead ${role.name === 'web' ? 'web process ' : ''}is running at http://localhost:${port}  (${database})
  Admin:    http://localhost:${port}/admin  (and /admin on every tenant host)${adminDev ? ' — Vite with hot reload' : ''}
  GraphQL:  POST http://localhost:${port}/graphql${development ? `  (GraphiQL: http://localhost:${port}/graphql)` : ''}
  Health:   http://localhost:${port}/health
  Metrics:  ${metricsBanner(metricsAccess, port)}
  Tenants:
${tenants.map((t) => `    ${t.key.padEnd(16)} http://${t.key}.localhost:${port}  ${t.name}${t.isTest ? ' (test)' : ''}`).join('\n')}
  Demo login: ${login.email} / ${login.password}  (set MASTHEAD_ADMIN_EMAIL / MASTHEAD_ADMIN_PASSWORD)
  Site:     ${devSite ? 'site/ and islands/ watched: a change rebuilds the bundle and reloads the open pages' : 'built bundle (dist)'}
  Static pages: ${site.store.location}${pipeline?.initialJobs.length ? ` (building ${pipeline.initialJobs.length} site(s) in the background; pages render on demand meanwhile)` : ''}${role.works ? '' : ' (built by the worker processes)'}
${pipeline ? `  Full builds: ${pipeline.schedules.map((s) => `${s.tenant} "${s.expression}"`).join(', ') || 'off'} (BUILD_CRON)\n` : ''}`
    : `
Masthead worker process is running  (${database})
  Health:   http://localhost:${port}/health
  Metrics:  ${metricsBanner(metricsAccess, port)}
  Static pages: ${site.store.location}${pipeline?.initialJobs.length ? ` (building ${pipeline.initialJobs.length} site(s))` : ''}
  Full builds: ${pipeline?.schedules.map((s) => `${s.tenant} "${s.expression}"`).join(', ') || 'off'} (BUILD_CRON)
`,
);

// SIGTERM (a deploy, a scale-down) drains: no new connection or job is taken, requests and renders
// in flight finish within SHUTDOWN_GRACE_MS, and a job still running then goes back to the queue.
const graceMs = shutdownGraceMsFromEnv(process.env);
onTerminate(
  async () => {
    for (const pass of passes) await pass.stop();
    await devSite?.stop();
    await Promise.all([app.close(), pipeline?.stop({ graceMs })]);
    await changesQueued?.stop();
    stopResumingImports();
    stopResumingExports();
    await disconnectRelay();
    await closeExportReader(db);
    await db.destroy();
  },
  { graceMs, log: engine.log },
);
