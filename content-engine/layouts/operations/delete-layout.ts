import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { assertMayManageLayout, tenantsOfLayout } from '../layout-access.ts';
import { deleteLayoutInput } from '../layout-input.ts';
import { findLayoutRecord, retireLayout } from '../writes.ts';

/** Retires a layout (status 0): no page uses it any more. */
export async function deleteLayout({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(deleteLayoutInput, input);
  const user = requirePermission(ctx, ['manage_site_layouts']);
  const tenantKey = tenantKeyOf(ctx);

  const appliesTo = await ctx.db.transaction(async (trx) => {
    const layout = await findLayoutRecord(trx, tenantKey, id);
    if (!layout) throw notFound(`Layout ${id}`);
    assertMayManageLayout(user, layout);
    await retireLayout(trx, { id, now: ctx.now() });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'layout',
      entityId: id,
      action: 'delete',
      before: layout,
    });
    return tenantsOfLayout(trx, layout);
  });

  for (const key of appliesTo) emitChange(ctx, key, 'layout', [tags.layout(id)]);
  return true;
}
