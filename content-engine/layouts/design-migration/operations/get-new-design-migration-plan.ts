import { requirePermission } from '../../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../../core/context.ts';
import { loadSiteSettings } from '../../../core/site-settings-reader.ts';
import { loadLayoutRecords } from '../../writes.ts';
import { newDesignPlan } from '../new-design-plan.ts';
import { readinessWarnings } from '../readiness.ts';
import { latestUndoPoint } from '../undo-points.ts';

/**
 * Dev tool /admin/migrate-to-new-design, the plan (manage_modules): whether the tenant is on the
 * new design, every layout its pages may render with the rows the new design maps (rewritten or
 * mapped when rendered), what the new design reads that the site has not set, and the undo point.
 * Three reads, whatever the number of layouts.
 */
export async function getNewDesignMigrationPlan({ ctx }: { ctx: EngineContext; input?: unknown }) {
  requirePermission(ctx, ['manage_modules']);
  const tenantKey = tenantKeyOf(ctx);
  const [settings, layouts, undoPoint] = await Promise.all([
    loadSiteSettings(ctx.db, tenantKey),
    loadLayoutRecords(ctx.db, tenantKey),
    latestUndoPoint(ctx.db, tenantKey),
  ]);
  const { layouts: planned, rows } = newDesignPlan(layouts, tenantKey);
  return {
    useNewDesign: settings.useNewDesign,
    layouts: planned,
    rows,
    warnings: readinessWarnings(settings),
    undoPoint:
      undoPoint && undoPoint.undoneAt === null
        ? { at: undoPoint.at, by: undoPoint.by, layoutCount: undoPoint.layouts.length }
        : null,
  };
}
