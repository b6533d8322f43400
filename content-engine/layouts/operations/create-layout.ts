import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { checkAssignment, tenantsOfLayout } from '../layout-access.ts';
import { layoutFieldsSchema } from '../layout-input.ts';
import { assertBlockSettingsValid } from '../block-settings-check.ts';
import { assertGridReferencesExist, findLayoutRecord, insertLayoutRow, type LayoutRecord } from '../writes.ts';

/** Creates a layout owned by the request's tenant and assigned to `tenants` (default: that tenant) or global. */
export async function createLayout({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<LayoutRecord> {
  const fields = parseInput(layoutFieldsSchema, input);
  assertBlockSettingsValid(ctx.blockTypes, fields);
  const user = requirePermission(ctx, ['manage_site_layouts']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const { layout, appliesTo } = await ctx.db.transaction(async (trx) => {
    const assigned = await checkAssignment(trx, { user, layout: fields, tenantKey });
    await assertGridReferencesExist(trx, { tenantKey, layout: assigned });
    const id = await insertLayoutRow(trx, { ownerKey: tenantKey, layout: assigned, now });
    const layout = await findLayoutRecord(trx, null, id);
    if (!layout) throw notFound(`Layout ${id}`);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'layout',
      entityId: id,
      action: 'create',
      after: layout,
    });
    return { layout, appliesTo: await tenantsOfLayout(trx, layout) };
  });

  for (const key of appliesTo) emitChange(ctx, key, 'layout', [tags.layout(layout.id)]);
  return layout;
}
