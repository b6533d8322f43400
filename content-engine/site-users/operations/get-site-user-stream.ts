import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { paginationInput, pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { listSiteUsers, siteUserSortFields, type SiteUserListItem } from '../admin-list-queries.ts';
import { siteUserStatuses } from '../site-user.ts';

const inputSchema = z
  .object({
    search: z.string().trim().max(320).nullish(),
    status: z.enum(siteUserStatuses).nullish(),
    membershipId: z.number().int().positive().nullish(),
    newsletterId: z.string().trim().min(1).max(100).nullish(),
    registeredFrom: z.number().int().nonnegative().nullish(),
    registeredBefore: z.number().int().nonnegative().nullish(),
    sort: z.object({ field: z.enum(siteUserSortFields).nullish(), order: z.enum(['asc', 'desc']).nullish() }).nullish(),
    pagination: paginationInput(200),
  })
  .nullish();

/** The tenant's site users: search, filters, sort (newest first by default), pages of 25. Needs manage_site_users. */
export async function getSiteUserStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<SiteUserListItem>> {
  const values = parseInput(inputSchema, input) ?? {};
  requirePermission(ctx, ['manage_site_users']);
  const { limit, skip } = pageOf(values.pagination, 25);
  const sort = values.sort?.field ?? 'created';
  const order = values.sort?.order ?? (sort === 'created' ? 'desc' : 'asc');
  const { users, totalCount } = await listSiteUsers(
    ctx.db,
    {
      tenantKey: tenantKeyOf(ctx),
      search: values.search || undefined,
      status: values.status ?? undefined,
      membershipId: values.membershipId ?? undefined,
      newsletterId: values.newsletterId ?? undefined,
      registeredFrom: values.registeredFrom ?? undefined,
      registeredBefore: values.registeredBefore ?? undefined,
      now: ctx.now(),
    },
    { limit, skip, sort, order },
  );
  return toConnection(users, { skip, totalCount });
}
