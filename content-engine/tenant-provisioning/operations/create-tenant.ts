import type { EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { jobPriority, type BuildJob } from '../../core/build-jobs.ts';
import type { Tenant } from '../../core/tenant.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import { insertStarterSet } from '../starter-set/index.ts';
import { requireTenantCreator } from '../../tenants/tenant-access.ts';
import { createTenantInput, defaultAbbreviation } from '../tenant-input.ts';
import { assertDomainsFree, insertTenantRow, setTenantDomains } from '../tenant-writes.ts';

/**
 * Provisions a tenant (issue 33): its row and domains, and the starter set of sections, layouts,
 * settings and menus, in one transaction (an error leaves nothing behind); then queues its first
 * full build. Needs manage_modules as a CMS user of every site (or system work, the CLI).
 */
export async function createTenant({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ tenant: Tenant; buildJob: BuildJob }> {
  const parsed = parseInput(createTenantInput, input);
  const user = requireTenantCreator(ctx);
  const { key, domains } = parsed;
  const fields = {
    name: parsed.name,
    abbreviation: parsed.abbreviation || defaultAbbreviation(parsed),
    prodEndpoint: parsed.prodEndpoint,
    modules: parsed.modules,
    isTest: parsed.isTest,
  };
  const now = ctx.now();

  const tenant = await ctx.db.transaction(async (trx) => {
    await insertTenantRow(trx, { key, fields, now });
    await assertDomainsFree(trx, { tenantKey: key, domains });
    await setTenantDomains(trx, { tenantKey: key, domains });
    const starter = await insertStarterSet(trx, { tenant: { key, name: fields.name, domains }, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey: key,
      entityType: 'tenant',
      entityId: key,
      action: 'create',
      after: { ...fields, domains, starterSet: starter },
    });
    return (await findTenantByKey(trx, key))!;
  });

  emitChange(ctx, key, 'tenant', []);
  const buildJob = await ctx.buildJobs.enqueue({
    tenantKey: key,
    kind: 'full',
    priority: jobPriority.manualFull,
    reason: `first build of the new tenant, created by ${user.username}`,
  });
  return { tenant, buildJob };
}
