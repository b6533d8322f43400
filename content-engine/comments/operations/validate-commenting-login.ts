import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { assertMembershipSystemUp } from '../../site-users/outage.ts';
import { findSiteUserById } from '../../site-users/queries.ts';
import { siteUserSession } from '../../site-users/session.ts';
import { commentingUserOf } from '../../commenting-service/commenting-user.ts';

export const notLoggedInMessage = 'No site user is logged in on this site.';

/** What the commenting service's cookie login learns of the visitor. */
export interface CommentingLogin {
  id: number;
  name: string;
  email: string;
}

/**
 * Validates a third-party commenting login (spec public §2 /users/validate/viafoura): the site
 * user of the request's session token on the request's tenant, as id, name and e-mail;
 * UNAUTHENTICATED when no one is logged in there, SERVICE_UNAVAILABLE during a
 * membership outage.
 */
export async function validateCommentingLogin({ ctx }: { ctx: EngineContext }): Promise<CommentingLogin> {
  const tenantKey = tenantKeyOf(ctx);
  await assertMembershipSystemUp(ctx);
  const session = await siteUserSession(ctx);
  const user = session && (await findSiteUserById(ctx.db, { tenantKey, id: session.userId }));
  if (!user) throw unauthenticated(notLoggedInMessage);
  return { id: user.id, ...commentingUserOf(user) };
}
