import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { paginationInput, pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import type { Tenant } from '../../core/tenant.ts';
import { searchTenants } from '../queries.ts';
import { requireTenantManager } from '../tenant-access.ts';

const inputSchema = z.object({
  /** Matches the key, name, abbreviation or a domain, case-insensitively. */
  search: z.string().trim().max(200).nullish(),
  includeTest: z.boolean().nullish(),
  pagination: paginationInput(200),
});

/** The admin's tenant list (manage_modules): the tenants the caller may see, by name, 25 a page by default. */
export async function getTenants({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Connection<Tenant>> {
  const { search, includeTest, pagination } = parseInput(inputSchema, input);
  const user = requireTenantManager(ctx);
  const { limit, skip } = pageOf(pagination, 25);
  const { tenants, totalCount } = await searchTenants(ctx.db, {
    search: search || null,
    includeTest: includeTest ?? true,
    onlyKeys: ctx.system || user.isGlobal ? null : user.tenants,
    limit,
    skip,
  });
  return toConnection(tenants, { skip, totalCount });
}
