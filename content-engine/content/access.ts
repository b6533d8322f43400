import type { EngineContext } from '../core/context.ts';
import { hasAnyPermission } from '../shared/permissions.ts';

/** Drafts, scheduled and expired items are visible only to editors (and system work). */
export const canSeeUnpublished = (ctx: EngineContext) => ctx.system || hasAnyPermission(ctx.cmsUser, ['manage_content']);
