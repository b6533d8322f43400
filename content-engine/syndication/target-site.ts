import type { EngineContext } from '../core/context.ts';
import { canUseTenant } from '../core/cms-session.ts';
import { forbidden } from '../core/errors.ts';
import { badInput } from '../core/validate.ts';
import { findTenantByKey } from '../tenants/queries.ts';

/**
 * The context of the same user on another site, for writing a copy there. A site the user may
 * not use is FORBIDDEN whether or not it exists (the answer names no other site's existence);
 * the request's own site is no target.
 */
export async function targetContext(ctx: EngineContext, siteKey: string): Promise<EngineContext> {
  if (siteKey === ctx.tenant?.key)
    throw badInput('siteKey', 'An item is already on its own site: choose another site.');
  if (!ctx.system && (!ctx.cmsUser || !canUseTenant(ctx.cmsUser, siteKey)))
    throw forbidden(`You have no access to the site "${siteKey}".`);
  const tenant = await findTenantByKey(ctx.db, siteKey);
  if (!tenant) throw forbidden(`You have no access to the site "${siteKey}".`);
  return { ...ctx, tenant };
}
