import { requirePermission } from '../../core/access.ts';
import { tags } from '../../core/change-tags.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { sectionEntity, sectionPermission } from '../magazine-access.ts';
import { byIdInput } from '../magazine-input.ts';
import { deleteSectionRows, findSectionFields } from '../writes/section-rows.ts';

/** Deletes a magazine section; the items placed in it stay in their issues, without a section. */
export async function deleteMagazineSection({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(byIdInput, input);
  requirePermission(ctx, [sectionPermission]);
  const tenantKey = tenantKeyOf(ctx);

  const before = await ctx.db.transaction(async (trx) => {
    const before = await findSectionFields(trx, tenantKey, id);
    if (!before) throw notFound(`Magazine section ${id}`);
    await deleteSectionRows(trx, tenantKey, id);
    await recordHistory({ ctx, db: trx, tenantKey, entityType: sectionEntity, entityId: id, action: 'delete', before });
    return before;
  });

  emitChange(ctx, tenantKey, 'publication', [tags.publication(before.publicationId)]);
  return true;
}
