import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import { requirePermission } from '../core/access.ts';
import type { ExportJob } from './export-job.ts';
import { findExportJob } from './queries.ts';

export const exportPermission = 'manage_print_export' as const;

/** The tenant's export job for an editor with manage_print_export; NOT_FOUND for another tenant's id. */
export async function findExportJobFor(ctx: EngineContext, id: number): Promise<ExportJob> {
  requirePermission(ctx, [exportPermission]);
  const found = await findExportJob(ctx.db, tenantKeyOf(ctx), id);
  if (!found) throw notFound(`Export ${id}`);
  return found;
}
