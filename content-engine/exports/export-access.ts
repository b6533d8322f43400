import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import { requirePermission } from '../core/access.ts';
import type { Permission } from '../shared/permissions.ts';
import type { ExportJob, ExportKind } from './export-job.ts';
import { findExportJob } from './queries.ts';

export const exportPermission = 'manage_print_export' as const;

/** Who may start, see and download an export of a kind: a tenant bundle is a dev tool (manage_modules, ADR 0087). */
export const exportPermissionOf = (kind: ExportKind): Permission =>
  kind === 'tenant_bundle' ? 'manage_modules' : exportPermission;

/** The tenant's export job for an editor with its kind's permission; NOT_FOUND for another tenant's id. */
export async function findExportJobFor(ctx: EngineContext, id: number): Promise<ExportJob> {
  const found = await findExportJob(ctx.db, tenantKeyOf(ctx), id);
  requirePermission(ctx, [found ? exportPermissionOf(found.kind) : exportPermission]);
  if (!found) throw notFound(`Export ${id}`);
  return found;
}
