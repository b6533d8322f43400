import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { modules } from '../../shared/enums.ts';
import type { Tenant } from '../../core/tenant.ts';
import { findTenantByKey, setTenantModules } from '../queries.ts';

const inputSchema = z.object({ modules: z.array(z.enum(modules)).max(modules.length) });

/**
 * Sets which optional modules (spec admin §1) the request's tenant has on; needs manage_modules.
 * A tenant change rebuilds the whole site: module-gated routes, blocks and header links come and go.
 */
export async function setEnabledModules({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Tenant> {
  const parsed = parseInput(inputSchema, input);
  requirePermission(ctx, ['manage_modules']);
  const tenantKey = tenantKeyOf(ctx);
  // Stored in the enum's order, once each.
  const enabled = modules.filter((name) => parsed.modules.includes(name));

  const tenant = await ctx.db.transaction(async (trx) => {
    const before = await findTenantByKey(trx, tenantKey);
    await setTenantModules(trx, { tenantKey, modules: enabled, now: ctx.now() });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'tenant_modules',
      entityId: tenantKey,
      action: 'update',
      before: { modules: before?.modules ?? [] },
      after: { modules: enabled },
    });
    return findTenantByKey(trx, tenantKey);
  });

  emitChange(ctx, tenantKey, 'tenant', []);
  return tenant!;
}
