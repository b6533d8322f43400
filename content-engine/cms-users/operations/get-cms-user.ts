import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { assertCanSee, requireUserManager, viewFor } from '../manager-scope.ts';
import { loadCmsUser } from '../queries.ts';
import type { CmsUser } from '../user.ts';

const inputSchema = z.object({ id: z.number().int().positive() });

/** One CMS user for the edit form; NOT_FOUND outside the manager's scope. Needs manage_users. */
export async function getCmsUser({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<CmsUser> {
  const { id } = parseInput(inputSchema, input);
  const scope = requireUserManager(ctx);
  const user = await loadCmsUser(ctx.db, id);
  assertCanSee(scope, user, id);
  return viewFor(scope, user);
}
