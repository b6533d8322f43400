import { requirePermission } from './access.ts';
import type { EngineContext } from './context.ts';
import { forbidden } from './errors.ts';
import type { Permission } from '../shared/permissions.ts';

export interface VisibleSite {
  key: string;
  name: string;
}

/**
 * The sites a cross-site screen covers for a user holding one of `permissions`: every site for a
 * global CMS user, their own for a site-specific one. `only` narrows them; naming a site the user
 * may not see is FORBIDDEN rather than silently dropped.
 */
export async function visibleSites(
  ctx: EngineContext,
  permissions: Permission[],
  only: readonly string[] = [],
): Promise<VisibleSite[]> {
  const user = requirePermission(ctx, permissions);
  const rows: VisibleSite[] = await ctx.db('tenants').orderBy('key').select('key', 'name');
  const visible = rows.filter((row) => user.isGlobal || user.tenants.includes(row.key));
  const outside = only.filter((key) => !visible.some((site) => site.key === key));
  if (outside.length) throw forbidden(`You have no access to the sites: ${outside.join(', ')}.`);
  return only.length ? visible.filter((site) => only.includes(site.key)) : visible;
}
