import type { EngineContext } from '../core/context.ts';
import type { SiteUserRow } from './site-user.ts';
import { findSiteUserById } from './queries.ts';
import { commentingUserOf } from '../commenting-service/commenting-user.ts';
import { siteCommenting } from '../commenting-service/site-commenting.ts';

/**
 * After a site user's profile or e-mail changed: tells the site's commenting service the new name
 * and/or e-mail (only what differs from `before`). Never throws; failures are logged only (spec
 * public §8). Callers do not wait for it.
 */
export async function syncCommentingUser(
  ctx: EngineContext,
  { tenantKey, before }: { tenantKey: string; before: SiteUserRow },
): Promise<void> {
  try {
    const { commenting, settings } = await siteCommenting(ctx);
    if (!commenting.active) return;
    const after = await findSiteUserById(ctx.db, { tenantKey, id: before.id });
    if (!after) return;
    const service = ctx.commenting(commenting.service, ctx.log);
    await service.updateUser({
      rootDomain: settings.general.rootDomain,
      userId: before.id,
      current: commentingUserOf(before),
      next: commentingUserOf(after),
    });
  } catch (error) {
    ctx.log.error({ err: error, tenantKey, siteUserId: before.id }, 'commenting service: user update failed');
  }
}
