import { requirePermission } from '../core/access.ts';
import type { CmsSession } from '../core/cms-session.ts';
import type { EngineContext } from '../core/context.ts';
import { listTenants } from '../tenants/queries.ts';

/**
 * /admin/system is a dev tool: manage_modules (spec admin §6: the dev tools menu needs it). A
 * global user (or system work) sees every tenant's builds, a user limited to some sites theirs.
 * Returns the user and the tenant keys, ordered by tenant name.
 */
export async function requireSystemViewer(
  ctx: EngineContext,
): Promise<{ user: CmsSession; tenantKeys: string[]; tenantNames: Map<string, string> }> {
  const user = requirePermission(ctx, ['manage_modules']);
  const everyone = ctx.system || user.isGlobal;
  const tenants = (await listTenants(ctx.db, { includeTest: true })).filter(
    (tenant) => everyone || user.tenants.includes(tenant.key),
  );
  return {
    user,
    tenantKeys: tenants.map((tenant) => tenant.key),
    tenantNames: new Map(tenants.map((tenant) => [tenant.key, tenant.name])),
  };
}
