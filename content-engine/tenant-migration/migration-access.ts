import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import type { CmsSession } from '../core/cms-session.ts';
import { notFound } from '../core/errors.ts';
import { requireTenantCreator } from '../tenants/tenant-access.ts';
import type { MigrationImport } from './migration-import.ts';
import { findMigrationImport } from './queries.ts';

/**
 * Who imports bundles: manage_modules as a CMS user of every site (an import writes into any
 * tenant, or creates one), as tenant creation needs; system work passes (the CLI).
 */
export const requireMigrationImporter = (ctx: EngineContext): CmsSession => requireTenantCreator(ctx);

/** The request tenant's uploaded bundle for an importer; NOT_FOUND for another tenant's id. */
export async function findImportFor(ctx: EngineContext, id: number): Promise<MigrationImport> {
  requireMigrationImporter(ctx);
  const found = await findMigrationImport(ctx.db, tenantKeyOf(ctx), id);
  if (!found) throw notFound(`Tenant migration import ${id}`);
  return found;
}
