import type { EngineContext } from '../../core/context.ts';
import { requireUserManager } from '../manager-scope.ts';
import { listRoles, type CmsRole } from '../user-list-queries.ts';

/** The roles for the CMS user form's role select, with the permissions each gives. Needs manage_users. */
export async function getCmsRoles({ ctx }: { ctx: EngineContext; input?: unknown }): Promise<CmsRole[]> {
  requireUserManager(ctx);
  return listRoles(ctx.db);
}
