import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import { requirePermission } from '../core/access.ts';
import { findSiteUserImport } from './queries.ts';
import type { SiteUserImport } from './site-user-import.ts';

export const importPermission = 'manage_site_users' as const;

/** The tenant's import for an editor with manage_site_users; NOT_FOUND for another tenant's id. */
export async function findImportFor(ctx: EngineContext, id: number): Promise<SiteUserImport> {
  requirePermission(ctx, [importPermission]);
  const found = await findSiteUserImport(ctx.db, tenantKeyOf(ctx), id);
  if (!found) throw notFound(`Site user import ${id}`);
  return found;
}
