import { requirePermission } from '../../../core/access.ts';
import { tags } from '../../../core/change-tags.ts';
import { tenantKeyOf, type EngineContext } from '../../../core/context.ts';
import { EngineError } from '../../../core/errors.ts';
import { emitChange } from '../../../core/events.ts';
import { findSiteSettings } from '../../../core/site-settings-reader.ts';
import { findLayoutRecord } from '../../writes.ts';
import { mappedRowCount } from '../new-design-plan.ts';
import { latestUndoPoint, markUndone, type StoredLayout, lockTenantDesignMigration } from '../undo-points.ts';
import { saveSettingsRecorded } from '../../../settings/save-settings-recorded.ts';
import { rewriteLayoutGrids } from '../../rewrite-layout-grids.ts';

export const nothingToUndo = 'This site has no migration to the new design to undo.';

interface Skipped {
  id: number;
  name: string;
  reason: string;
}

/**
 * Dev tool /admin/migrate-to-new-design, the undo (manage_modules), in one transaction: the site
 * back on the old design and the grids of the latest migration's undo point restored — but a
 * layout changed (or deleted) since the migration is left as it is and reported as skipped.
 * The undo point is then used up: one undo, of the latest migration only.
 */
export async function undoNewDesignMigration({ ctx }: { ctx: EngineContext; input?: unknown }) {
  requirePermission(ctx, ['manage_modules']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  const { point, restored, skipped, changeTags } = await ctx.db.transaction(async (trx) => {
    await lockTenantDesignMigration(trx, tenantKey);
    const point = await latestUndoPoint(trx, tenantKey);
    if (!point || point.undoneAt !== null || !(await markUndone(trx, { id: point.id, at: now })))
      throw new EngineError('NOT_FOUND', nothingToUndo);
    const restored: { id: number; name: string }[] = [];
    const skipped: Skipped[] = [];
    for (const stored of point.layouts) {
      const outcome = await restoreLayout({ ctx, trx, tenantKey, stored, now });
      if (outcome === 'restored') restored.push({ id: stored.layoutId, name: stored.name });
      else skipped.push({ id: stored.layoutId, name: stored.name, reason: outcome });
    }
    const { settings } = await findSiteSettings(trx, tenantKey);
    const { changeTags } = await saveSettingsRecorded({
      ctx,
      trx,
      tenantKey,
      before: settings,
      settings: { ...settings, useNewDesign: false },
      now,
    });
    return { point, restored, skipped, changeTags };
  });
  emitChange(ctx, tenantKey, 'settings', changeTags);
  for (const { id } of restored) emitChange(ctx, tenantKey, 'layout', [tags.layout(id)]);
  return {
    at: now,
    useNewDesign: false,
    layouts: restored,
    rowCount: point.layouts
      .filter((stored) => restored.some((layout) => layout.id === stored.layoutId))
      .reduce((n, stored) => n + mappedRowCount(stored.primaryGrid, stored.secondaryGrid), 0),
    skipped,
  };
}

async function restoreLayout({
  ctx,
  trx,
  tenantKey,
  stored,
  now,
}: {
  ctx: EngineContext;
  trx: EngineContext['db'];
  tenantKey: string;
  stored: StoredLayout;
  now: number;
}): Promise<'restored' | string> {
  const current = await findLayoutRecord(trx, tenantKey, stored.layoutId);
  if (!current) return 'deleted since the migration';
  if (current.updated !== stored.updatedAfter) return 'edited since the migration';
  await rewriteLayoutGrids({
    ctx,
    trx,
    tenantKey,
    layout: current,
    grids: { primaryGrid: stored.primaryGrid, secondaryGrid: stored.secondaryGrid },
    now,
  });
  return 'restored';
}
