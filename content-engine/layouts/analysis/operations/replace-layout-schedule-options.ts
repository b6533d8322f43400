import { requirePermission } from '../../../core/access.ts';
import { tags } from '../../../core/change-tags.ts';
import type { EngineContext } from '../../../core/context.ts';
import { emitChange } from '../../../core/events.ts';
import { parseInput } from '../../../core/validate.ts';
import { tenantsOfLayout } from '../../layout-access.ts';
import { scheduleOptionChanges, withScheduleOption } from '../schedule-option-changes.ts';
import { replaceableLayouts, scheduleReplacementInput } from './get-layout-schedule-option-changes.ts';
import { rewriteLayoutGrids } from '../../rewrite-layout-grids.ts';

/**
 * Dev tool /admin/update-layout-schedule-options, the apply (manage_modules and
 * manage_site_layouts): sets population.scheduleOption from `from` to `to` in every block the
 * preview lists (or in `blocks` only), in one transaction; each changed layout gets a history
 * entry and a layout change for every site it applies to, so its pages regenerate. Undo: the same
 * call with from and to swapped and `blocks` the changes it returned.
 */
export async function replaceLayoutScheduleOptions({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { from, to, sites, blocks } = parseInput(scheduleReplacementInput, input);
  requirePermission(ctx, ['manage_site_layouts']);
  const now = ctx.now();
  const { changes, appliesTo } = await ctx.db.transaction(async (trx) => {
    const layouts = await replaceableLayouts({ ...ctx, db: trx }, sites);
    const changes = scheduleOptionChanges(layouts, { from, only: blocks });
    const appliesTo: [layoutId: number, tenantKey: string][] = [];
    for (const layout of layouts) {
      const ids = new Set(changes.filter((change) => change.layoutId === layout.id).map((change) => change.blockId));
      if (ids.size === 0) continue;
      const { sites: _sites, ...before } = layout;
      await rewriteLayoutGrids({
        ctx,
        trx,
        tenantKey: layout.tenantKey,
        layout: before,
        grids: {
          primaryGrid: withScheduleOption(layout.primaryGrid, ids, to),
          secondaryGrid: withScheduleOption(layout.secondaryGrid, ids, to),
        },
        now,
      });
      for (const key of await tenantsOfLayout(trx, layout)) appliesTo.push([layout.id, key]);
    }
    return { changes, appliesTo };
  });
  for (const [id, key] of appliesTo) emitChange(ctx, key, 'layout', [tags.layout(id)]);
  return { changes, layoutCount: new Set(changes.map((change) => change.layoutId)).size, mayApply: true };
}
