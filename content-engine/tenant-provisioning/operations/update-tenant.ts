import type { EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import type { Tenant } from '../../core/tenant.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import { visibleTenant } from '../../tenants/tenant-access.ts';
import { defaultAbbreviation, updateTenantInput } from '../tenant-input.ts';
import { assertDomainsFree, setTenantDomains, updateTenantRow } from '../tenant-writes.ts';

/**
 * Edits a tenant the caller may see (manage_modules): name, abbreviation, domains, production
 * endpoint, modules, test flag. The key names the tenant and never changes. The site rebuilds.
 */
export async function updateTenant({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Tenant> {
  const parsed = parseInput(updateTenantInput, input);
  const { tenant: before } = await visibleTenant(ctx, parsed.key);
  const key = before.key;
  const name = parsed.name ?? before.name;
  const fields = {
    name,
    abbreviation:
      parsed.abbreviation === undefined || parsed.abbreviation === null
        ? before.abbreviation
        : parsed.abbreviation || defaultAbbreviation({ name, key }),
    prodEndpoint: parsed.prodEndpoint ?? before.prodEndpoint,
    modules: parsed.modules ?? before.modules,
    isTest: parsed.isTest ?? before.isTest,
  };
  const domains = parsed.domains ?? before.domains;

  const tenant = await ctx.db.transaction(async (trx) => {
    await updateTenantRow(trx, { key, fields, now: ctx.now() });
    if (parsed.domains) {
      await assertDomainsFree(trx, { tenantKey: key, domains });
      await setTenantDomains(trx, { tenantKey: key, domains });
    }
    const { extraContentTypes: _types, domain: _primary, key: _key, ...recorded } = before;
    await recordHistory({
      ctx,
      db: trx,
      tenantKey: key,
      entityType: 'tenant',
      entityId: key,
      action: 'update',
      before: recorded,
      after: { ...fields, domains },
    });
    return (await findTenantByKey(trx, key))!;
  });

  emitChange(ctx, key, 'tenant', []);
  return tenant;
}
