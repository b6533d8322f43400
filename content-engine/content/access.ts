import { canUseTenant } from '../core/cms-session.ts';
import type { EngineContext } from '../core/context.ts';
import { hasAnyPermission } from '../shared/permissions.ts';

/**
 * Drafts, scheduled and expired items are visible only to editors of the request's tenant (and
 * system work): a site-specific editor of one tenant sees another tenant as the public does.
 */
export const canSeeUnpublished = (ctx: EngineContext) =>
  ctx.system ||
  (!!ctx.cmsUser &&
    hasAnyPermission(ctx.cmsUser, ['manage_content']) &&
    (!ctx.tenant || canUseTenant(ctx.cmsUser, ctx.tenant.key)));
