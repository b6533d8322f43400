import type { EngineContext } from '../../core/context.ts';
import { siteUserSession } from '../session.ts';
import { useSiteUserToken } from '../token-queries.ts';

/** Revokes the request's site-user token; false when there is no live one. Works during an outage too. */
export async function logoutSiteUser({ ctx }: { ctx: EngineContext; input?: unknown }): Promise<boolean> {
  const session = await siteUserSession(ctx);
  if (!session) return false;
  return useSiteUserToken(ctx.db, { id: session.tokenId, now: ctx.now() });
}
