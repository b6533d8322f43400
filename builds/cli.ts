import { parseArgs } from 'node:util';
import { createDb } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { systemClock } from '../content-engine/core/clock.ts';
import { consoleLogger } from '../content-engine/core/logger.ts';
import { findTenantByKey, listTenants } from '../content-engine/tenants/queries.ts';
import type { Tenant } from '../content-engine/core/tenant.ts';
import { buildHere } from './cli/build-here.ts';
import { queueOnServer, serversWriting } from './cli/queue-on-server.ts';
import { waitForEarlierCliBuilds } from './cli/wait-for-earlier-cli.ts';
import { newCliWorkerId, startHeartbeat, type BuildWorkerRow } from './queue/worker-registry.ts';
import { createStaticStore } from './store/static-store.ts';
import { pageBackendFromEnv } from './store/page-store-from-env.ts';

/**
 * `npm run build:sites -- [--tenant K] [--path P]`: pre-renders every tenant (or one), or paths
 * of a tenant, into builds/output with a progress bar. Beside a running server that writes the
 * same output, the builds are queued on that server and followed here (its builder keeps them in
 * order with its publishes); otherwise this process builds them, after any earlier run building
 * the same output on its own.
 */
const { values } = parseArgs({
  options: { tenant: { type: 'string' }, path: { type: 'string', multiple: true }, help: { type: 'boolean' } },
});
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
const found = values.tenant ? [await findTenantByKey(db, values.tenant)] : await listTenants(db, { includeTest: true });
if (found.some((t) => !t)) {
  console.error(
    `No tenant has the key "${values.tenant}". Tenants: ${(await listTenants(db, { includeTest: true })).map((t) => t.key).join(', ')}`,
  );
  process.exit(2);
}
const tenants = found as Tenant[];
const store = createStaticStore({ backend: await pageBackendFromEnv(process.env) });
const outputRoot = store.root;
const ok = await buildOrQueue();
await db.destroy();
process.exit(ok ? 0 : 1);

/** Queues the builds on a running server that writes the same output, or builds them here. */
async function buildOrQueue(): Promise<boolean> {
  const servers = await serversWriting(db, outputRoot);
  if (servers.length > 0) return queueOnServer({ db, outputRoot, servers, tenants, paths: values.path });
  // Registered before it looks for other runs (two started together see each other; the later
  // one waits) and while it builds (a server started meanwhile holds its build jobs until it ends).
  const heartbeat = await startHeartbeat({
    db,
    id: newCliWorkerId(),
    outputRoot,
    now: systemClock,
    log: consoleLogger('warn'),
  });
  let startedMeanwhile: BuildWorkerRow[];
  try {
    await waitForEarlierCliBuilds({ db, outputRoot, me: heartbeat });
    startedMeanwhile = await serversWriting(db, outputRoot);
    if (startedMeanwhile.length === 0) return await buildHere({ db, store, tenants, paths: values.path });
  } finally {
    await heartbeat.stop();
  }
  // A server started while this waited builds them instead (it held its jobs while this was registered).
  return queueOnServer({ db, outputRoot, servers: startedMeanwhile, tenants, paths: values.path });
}
