import { requirePermission } from '../../../core/access.ts';
import { tags } from '../../../core/change-tags.ts';
import { tenantKeyOf, type EngineContext } from '../../../core/context.ts';
import { EngineError } from '../../../core/errors.ts';
import { emitChange } from '../../../core/events.ts';
import { findSiteSettings } from '../../../core/site-settings-reader.ts';
import { loadLayoutRecords } from '../../writes.ts';
import { mappedGrid, newDesignPlan } from '../new-design-plan.ts';
import { insertUndoPoint, type StoredLayout, lockTenantDesignMigration } from '../undo-points.ts';
import { saveSettingsRecorded } from '../../../settings/save-settings-recorded.ts';
import { rewriteLayoutGrids } from '../../rewrite-layout-grids.ts';

export const alreadyOnNewDesign = 'This site is already on the new design: there is nothing to migrate.';

/**
 * Dev tool /admin/migrate-to-new-design, the apply (manage_modules), in one transaction: rewrites
 * the rows of the layouts of this site alone (ADR 50), sets useNewDesign, stores the undo point
 * and the history; then the whole site regenerates (a settings markup change) and the rewritten
 * layouts' pages with it. Refused (CONFLICT) when the site is on the new design already.
 */
export async function applyNewDesignMigration({ ctx }: { ctx: EngineContext; input?: unknown }) {
  const user = requirePermission(ctx, ['manage_modules']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  const { rewritten, rowCount, changeTags } = await ctx.db.transaction(async (trx) => {
    await lockTenantDesignMigration(trx, tenantKey);
    const { settings } = await findSiteSettings(trx, tenantKey);
    if (settings.useNewDesign) throw new EngineError('CONFLICT', alreadyOnNewDesign);
    const plan = newDesignPlan(await loadLayoutRecords(trx, tenantKey), tenantKey);
    const stored: StoredLayout[] = [];
    for (const layout of plan.rewrite) {
      await rewriteLayoutGrids({
        ctx,
        trx,
        tenantKey,
        layout,
        grids: { primaryGrid: mappedGrid(layout.primaryGrid), secondaryGrid: mappedGrid(layout.secondaryGrid) },
        now,
      });
      stored.push({
        layoutId: layout.id,
        name: layout.name,
        primaryGrid: layout.primaryGrid,
        secondaryGrid: layout.secondaryGrid,
        updatedAfter: now,
      });
    }
    const { changeTags } = await saveSettingsRecorded({
      ctx,
      trx,
      tenantKey,
      before: settings,
      settings: { ...settings, useNewDesign: true },
      now,
    });
    await insertUndoPoint(trx, {
      tenantKey,
      at: now,
      cmsUserId: user.id > 0 ? user.id : null,
      username: user.username,
      layouts: stored,
    });
    return {
      rewritten: plan.rewrite.map(({ id, name }) => ({ id, name })),
      rowCount: plan.rows.filter((row) => row.rewritten).length,
      changeTags,
    };
  });
  emitChange(ctx, tenantKey, 'settings', changeTags);
  for (const { id } of rewritten) emitChange(ctx, tenantKey, 'layout', [tags.layout(id)]);
  return { at: now, useNewDesign: true, layouts: rewritten, rowCount, skipped: [] };
}
