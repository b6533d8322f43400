import { requirePermission } from './access.ts';
import type { EngineContext } from './context.ts';
import { forbidden } from './errors.ts';

export interface AnalysedSite {
  key: string;
  name: string;
}

/**
 * The sites a dev tool analyses (manage_modules): every site for a global CMS user, their own
 * for a site-specific one; `only` narrows them, and naming a site the user may not see is FORBIDDEN.
 */
export async function analysedSites(ctx: EngineContext, only: readonly string[] = []): Promise<AnalysedSite[]> {
  const user = requirePermission(ctx, ['manage_modules']);
  const rows: AnalysedSite[] = await ctx.db('tenants').orderBy('key').select('key', 'name');
  const visible = rows.filter((row) => user.isGlobal || user.tenants.includes(row.key));
  const outside = only.filter((key) => !visible.some((site) => site.key === key));
  if (outside.length) throw forbidden(`You have no access to the sites: ${outside.join(', ')}.`);
  return only.length ? visible.filter((site) => only.includes(site.key)) : visible;
}
