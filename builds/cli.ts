import { parseArgs } from 'node:util';
import { createDb } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { findTenantByKey, listTenants } from '../content-engine/tenants/queries.ts';
import type { Tenant } from '../content-engine/tenants/tenant.ts';
import { buildHere } from './cli/build-here.ts';
import { queueOnServer, serversWriting } from './cli/queue-on-server.ts';
import { createStaticStore } from './store/static-store.ts';

/**
 * `npm run build:sites -- [--tenant K] [--path P]`: pre-renders every tenant (or one), or paths
 * of a tenant, into builds/output with a progress bar. Beside a running server that writes the
 * same output, the builds are queued on that server and followed here (its builder keeps them in
 * order with its publishes); otherwise this process builds them.
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
const found = values.tenant ? [await findTenantByKey(db, values.tenant)] : await listTenants(db, { includeTest: true });
if (found.some((t) => !t)) {
  console.error(`No tenant has the key "${values.tenant}". Tenants: ${(await listTenants(db, { includeTest: true })).map((t) => t.key).join(', ')}`);
  process.exit(2);
}
const tenants = found as Tenant[];
const store = createStaticStore();
const servers = await serversWriting(db, store.root);
const ok = servers.length > 0 ? await queueOnServer({ db, outputRoot: store.root, servers, tenants, paths: values.path }) : await buildHere({ db, store, tenants, paths: values.path });
await db.destroy();
process.exit(ok ? 0 : 1);
