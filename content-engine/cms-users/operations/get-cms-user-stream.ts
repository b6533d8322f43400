import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { pageOf, paginationInput, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { cmsUserFields } from '../cms-user-input.ts';
import { requireUserManager, viewFor } from '../manager-scope.ts';
import type { CmsUser } from '../user.ts';
import { listCmsUsers } from '../user-list-queries.ts';

const inputSchema = z
  .object({
    search: z.string().trim().max(200).nullish(),
    status: cmsUserFields.status.nullish(),
    pagination: paginationInput(200),
  })
  .nullish();

/**
 * The CMS users list (/admin/cms-users): text search, status filter, pages of 25 by default.
 * Needs manage_users; a site-specific manager sees only the site-specific users sharing one of
 * their sites.
 */
export async function getCmsUserStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<CmsUser>> {
  const { search, status, pagination } = parseInput(inputSchema, input) ?? {};
  const scope = requireUserManager(ctx);
  const { limit, skip } = pageOf(pagination, 25);
  const { users, totalCount } = await listCmsUsers(
    ctx.db,
    { tenants: scope.tenants, search: search || undefined, status: status ?? undefined },
    { limit, skip },
  );
  return toConnection(
    users.map((user) => viewFor(scope, user)),
    { skip, totalCount },
  );
}
