import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { listTenants } from '../queries.ts';
import type { Tenant } from '../../core/tenant.ts';

const inputSchema = z.object({ includeTest: z.boolean().nullish() });

/**
 * The tenants the caller may know about: a global CMS user sees every tenant, a site-specific
 * user the tenants they are limited to, anyone else only the tenant of the request.
 */
export async function getTenantInfo({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Tenant[]> {
  const { includeTest } = parseInput(inputSchema, input);
  const user = ctx.cmsUser;
  if (!user && !ctx.system) return ctx.tenant ? [ctx.tenant] : [];
  const tenants = await listTenants(ctx.db, { includeTest: includeTest ?? false });
  if (ctx.system || user?.isGlobal) return tenants;
  return tenants.filter((tenant) => user?.tenants.includes(tenant.key));
}
