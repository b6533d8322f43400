import type { EngineContext } from '../../core/context.ts';
import { evictSessions } from '../session-cache.ts';
import { revokeFamily } from '../token-queries.ts';

/** Revokes the session's token family (bearer and refresh). False when there is no session. */
export async function logoutCmsUser({ ctx }: { ctx: EngineContext; input?: unknown }): Promise<boolean> {
  const session = ctx.cmsUser;
  if (!session) return false;
  await revokeFamily(ctx.db, { family: session.tokenFamily, now: ctx.now() });
  evictSessions(ctx.memos, { family: session.tokenFamily });
  return true;
}
