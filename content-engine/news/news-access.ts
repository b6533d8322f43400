import type { EngineContext } from '../core/context.ts';
import { unauthenticated } from '../core/errors.ts';
import { hasAnyPermission } from '../shared/permissions.ts';
import { newsStatus } from './news-item.ts';

/**
 * Who reads the news and which statuses they may see: any signed-in CMS user sees published
 * items; drafts only with manage_modules (or as the system). Throws UNAUTHENTICATED without a user.
 */
export function newsReader(ctx: Pick<EngineContext, 'cmsUser' | 'system'>): { cmsUserId: number; statuses: number[] } {
  const user = ctx.cmsUser;
  if (!user && !ctx.system) throw unauthenticated();
  const manages = ctx.system || hasAnyPermission(user, ['manage_modules']);
  return {
    cmsUserId: user?.id ?? 0,
    statuses: manages ? [newsStatus.published, newsStatus.draft] : [newsStatus.published],
  };
}
