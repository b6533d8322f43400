import type { EngineContext } from '../core/context.ts';
import { requirePermission } from '../core/access.ts';
import { canUseTenant, type CmsSession } from '../core/cms-session.ts';
import { forbidden, notFound } from '../core/errors.ts';
import type { Tenant } from '../core/tenant.ts';
import { findTenantByKey } from './queries.ts';

/** Who manages tenants: manage_modules (spec admin §6, the dev tools' permission); system work passes. */
export const requireTenantManager = (ctx: EngineContext): CmsSession => requirePermission(ctx, ['manage_modules']);

/** Only a global user (or system work) creates tenants: a user limited to some sites could not see the new one. */
export function requireTenantCreator(ctx: EngineContext): CmsSession {
  const user = requireTenantManager(ctx);
  if (!ctx.system && !user.isGlobal) throw forbidden('Only a CMS user of every site may create tenants.');
  return user;
}

/** Whether the caller may see the tenant: system work and global users every one, others theirs. */
export const maySeeTenant = (ctx: EngineContext, user: CmsSession, key: string) =>
  ctx.system || canUseTenant(user, key);

/** The tenant of `key` for a tenant manager who may see it; NOT_FOUND otherwise (unknown or not theirs alike). */
export async function visibleTenant(ctx: EngineContext, key: string): Promise<{ user: CmsSession; tenant: Tenant }> {
  const user = requireTenantManager(ctx);
  const tenant = maySeeTenant(ctx, user, key) ? await findTenantByKey(ctx.db, key) : null;
  if (!tenant) throw notFound(`The tenant "${key}"`);
  return { user, tenant };
}
