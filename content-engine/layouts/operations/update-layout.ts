import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { assertMayManageLayout, checkAssignment, tenantsOfLayout } from '../layout-access.ts';
import { layoutFieldsSchema, layoutPatchInput } from '../layout-input.ts';
import { assertBlockSettingsValid } from '../block-settings-check.ts';
import { assertGridReferencesExist, findLayoutRecord, updateLayoutRow, type LayoutRecord } from '../writes.ts';

/** The stored layout in the shape of the input, so a patch can be merged onto it. */
const editableFields = (l: LayoutRecord) => ({
  name: l.name,
  type: l.type,
  key: l.key,
  aliases: l.aliases,
  propagate: l.propagate,
  pageType: l.pageType,
  contentTypes: l.contentTypes,
  gatingRequirements: l.gatingRequirements,
  isGlobal: l.isGlobal,
  tenants: l.tenants,
  hideHeader: l.hideHeader,
  hideFooter: l.hideFooter,
  fullWidth: l.fullWidth,
  fullHeight: l.fullHeight,
  loadMoreType: l.loadMoreType,
  adExclusions: l.adExclusions,
  primaryGrid: l.primaryGrid,
  secondaryGrid: l.secondaryGrid,
});

/** Updates the fields given; the merged layout must satisfy every rule of a new one. */
export async function updateLayout({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<LayoutRecord> {
  const { id, ...patch } = parseInput(layoutPatchInput, input);
  const user = requirePermission(ctx, ['manage_site_layouts']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const { layout, appliesTo } = await ctx.db.transaction(async (trx) => {
    const before = await findLayoutRecord(trx, tenantKey, id);
    if (!before) throw notFound(`Layout ${id}`);
    assertMayManageLayout(user, before);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const fields = parseInput(layoutFieldsSchema, { ...editableFields(before), ...defined });
    assertBlockSettingsValid(ctx.blockTypes, fields);
    const assigned = await checkAssignment(trx, { user, layout: fields, tenantKey });
    await assertGridReferencesExist(trx, { tenantKey, layout: assigned });
    await updateLayoutRow(trx, { id, layout: assigned, now });
    const layout = await findLayoutRecord(trx, null, id);
    if (!layout) throw notFound(`Layout ${id}`);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'layout',
      entityId: id,
      action: 'update',
      before,
      after: layout,
    });
    return {
      layout,
      appliesTo: new Set([...(await tenantsOfLayout(trx, before)), ...(await tenantsOfLayout(trx, layout))]),
    };
  });

  for (const key of appliesTo) emitChange(ctx, key, 'layout', [tags.layout(layout.id)]);
  return layout;
}
