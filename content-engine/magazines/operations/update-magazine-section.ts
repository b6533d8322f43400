import { requirePermission } from '../../core/access.ts';
import { tags } from '../../core/change-tags.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findSectionRecord } from '../admin-queries.ts';
import { sectionEntity, sectionPermission } from '../magazine-access.ts';
import { definedFields } from '../magazine-fields.ts';
import { updateSectionInput } from '../magazine-input.ts';
import type { SectionRecord } from '../magazine-records.ts';
import {
  assertSectionNameFree,
  findSectionFields,
  updateSectionRow,
  type SectionFields,
} from '../writes/section-rows.ts';

/** Renames or reorders a magazine section; fields left out keep their value. */
export async function updateMagazineSection({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SectionRecord> {
  const { id, ...patch } = parseInput(updateSectionInput, input);
  requirePermission(ctx, [sectionPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const publicationId = await ctx.db.transaction(async (trx) => {
    const before = await findSectionFields(trx, tenantKey, id);
    if (!before) throw notFound(`Magazine section ${id}`);
    const after: SectionFields = { ...before, ...definedFields(patch) };
    if (after.name.toLowerCase() !== before.name.toLowerCase())
      await assertSectionNameFree(trx, tenantKey, { ...after, exceptId: id });
    await updateSectionRow(trx, { tenantKey, id, ...after, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: sectionEntity,
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after.publicationId;
  });

  emitChange(ctx, tenantKey, 'publication', [tags.publication(publicationId)]);
  return (await findSectionRecord(ctx.db, tenantKey, id))!;
}
