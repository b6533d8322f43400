import { createDb } from '../connection.ts';
import { migrateLatest } from '../migrate.ts';
import { systemClock } from '../../content-engine/core/clock.ts';
import { createEventBus } from '../../content-engine/core/events.ts';
import { consoleLogger } from '../../content-engine/core/logger.ts';
import { systemContext } from '../../content-engine/core/context.ts';
import { isEngineError } from '../../content-engine/core/errors.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { createTenant } from '../../content-engine/tenant-provisioning/operations/create-tenant.ts';
import { updateTenant } from '../../content-engine/tenant-provisioning/operations/update-tenant.ts';
import { getTenants } from '../../content-engine/tenants/operations/get-tenants.ts';
import { processEngine } from '../../builds/process-engine.ts';
import { parseTenantArgs, usage, type TenantCommand } from './args.ts';

/**
 * `npm run tenant -- create|update|list …`: the admin's tenant operations as system work on the
 * configured database. A created tenant's first build is queued in the build queue of that
 * database: a running server (or `npm run build:sites -- --tenant <key>`) builds it.
 */
let parsed: TenantCommand;
try {
  parsed = parseTenantArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (parsed.command === 'help') {
  console.log(usage);
  process.exit(0);
}

const db = createDb();
let exitCode = 0;
try {
  await migrateLatest(db);
  const engine = processEngine({ db, events: createEventBus(), now: systemClock, log: consoleLogger('warn') });
  const ctx = systemContext(engine);
  if (parsed.command === 'list') {
    const page = await getTenants({ ctx, input: { search: parsed.search, pagination: { limit: 200 } } });
    for (const { node } of page.edges) console.log(describe(node));
    console.log(`${page.totalCount} tenant${page.totalCount === 1 ? '' : 's'}`);
  } else if (parsed.command === 'create') {
    const { tenant, buildJob } = await createTenant({ ctx, input: parsed.input });
    console.log(`Created ${describe(tenant)}\nIts first full build is queued (job ${buildJob.id}).`);
  } else {
    console.log(`Updated ${describe(await updateTenant({ ctx, input: parsed.input }))}`);
  }
} catch (error) {
  if (!isEngineError(error)) throw error;
  console.error(`${error.code}: ${error.message}`);
  exitCode = 1;
} finally {
  await db.destroy();
}
process.exit(exitCode);

function describe(tenant: Tenant) {
  const flags = [tenant.isTest ? 'test' : '', tenant.modules.join(', ')].filter(Boolean).join('; ');
  return `${tenant.key}\t${tenant.name} (${tenant.abbreviation})\t${tenant.domains.join(' ')}${flags ? `\t[${flags}]` : ''}`;
}
