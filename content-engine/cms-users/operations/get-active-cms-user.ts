import type { EngineContext } from '../../core/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { loadCmsUser } from '../queries.ts';
import type { CmsUser } from '../user.ts';

/** The signed-in CMS user, read fresh from the database. */
export async function getActiveCmsUser({ ctx }: { ctx: EngineContext; input?: unknown }): Promise<CmsUser> {
  if (!ctx.cmsUser) throw unauthenticated();
  const user = await loadCmsUser(ctx.db, ctx.cmsUser.id);
  if (!user) throw unauthenticated();
  return user;
}
