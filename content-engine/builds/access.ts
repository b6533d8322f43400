import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { forbidden, unauthenticated } from '../core/errors.ts';
import { systemSession } from '../core/access.ts';
import { canUseTenant, type CmsSession } from '../core/cms-session.ts';

/**
 * Build jobs are for the admin: any signed-in CMS user allowed on the request's tenant may read
 * them (no permission needed); returns the user and the tenant key the reads are scoped by.
 */
export function requireTenantCmsUser(ctx: Pick<EngineContext, 'cmsUser' | 'tenant' | 'system'>): {
  user: CmsSession;
  tenantKey: string;
} {
  const tenantKey = tenantKeyOf(ctx);
  if (ctx.system) return { user: ctx.cmsUser ?? systemSession, tenantKey };
  if (!ctx.cmsUser) throw unauthenticated();
  if (!canUseTenant(ctx.cmsUser, tenantKey))
    throw forbidden(`This CMS user has no access to the tenant "${tenantKey}".`);
  return { user: ctx.cmsUser, tenantKey };
}
