import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { membershipSystemDown } from '../outage.ts';
import { siteUserSession } from '../session.ts';
import { loadSiteUserInfo, type SiteUserInfo } from '../site-user-info.ts';

/**
 * The request's site user with memberships, newsletters and favourites; null (never an error)
 * without a live token of this tenant, and while the membership system is switched off. Always
 * read fresh: `useCache` is the browser's business (it keeps the answer 24 hours).
 */
export async function getActiveSiteUserWithNewsletters({
  ctx,
}: {
  ctx: EngineContext;
  input?: unknown;
}): Promise<SiteUserInfo | null> {
  const tenantKey = tenantKeyOf(ctx);
  if (!ctx.siteUserToken || (await membershipSystemDown(ctx))) return null;
  const session = await siteUserSession(ctx);
  if (!session) return null;
  return loadSiteUserInfo(ctx.db, {
    tenantKey,
    userId: session.userId,
    now: ctx.now(),
    isSimulated: session.isSimulated,
  });
}
