import { requirePermission } from '../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import type { CmsSession } from '../core/cms-session.ts';

/**
 * Deployments need manage_newsletter_campaigns on the request's tenant, and the tenant's
 * `newsletters` module: without it they answer as if there were nothing (NOT_FOUND).
 */
export function deploymentAccess(ctx: EngineContext): { user: CmsSession; tenantKey: string } {
  const user = requirePermission(ctx, ['manage_newsletter_campaigns']);
  const tenantKey = tenantKeyOf(ctx);
  if (!ctx.tenant?.modules.includes('newsletters')) throw notFound('Newsletter campaign');
  return { user, tenantKey };
}
