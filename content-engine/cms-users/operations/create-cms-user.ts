import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { newCmsUserInput } from '../cms-user-input.ts';
import { requireUserManager, viewFor } from '../manager-scope.ts';
import { loadCmsUser } from '../queries.ts';
import { CmsUserStatus, type CmsUser } from '../user.ts';
import { inviteCmsUser } from './invite-cms-user.ts';

const inputSchema = newCmsUserInput(CmsUserStatus.ACTIVE);

/**
 * The admin's create form (/admin/create-cms-user): an invitation (see inviteCmsUser) whose
 * account is active unless the form says inactive; an active account still has no password, so
 * its user signs in only after choosing one from the e-mailed link.
 */
export async function createCmsUser({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<CmsUser> {
  const user = parseInput(inputSchema, input);
  const scope = requireUserManager(ctx);
  const { id } = await inviteCmsUser({ ctx, input: user });
  const created = await loadCmsUser(ctx.db, id);
  if (!created) throw new Error(`CMS user ${id} vanished after its creation`);
  return viewFor(scope, created);
}
