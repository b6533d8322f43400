import { requirePermission } from '../../core/access.ts';
import { tags } from '../../core/change-tags.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findSectionRecord } from '../admin-queries.ts';
import { sectionEntity, sectionPermission } from '../magazine-access.ts';
import { createSectionInput } from '../magazine-input.ts';
import type { SectionRecord } from '../magazine-records.ts';
import { assertSectionNameFree, insertSectionRow, nextSequence } from '../writes/section-rows.ts';
import { assertTenantPublication } from '../writes/shared-checks.ts';

/**
 * Adds a section to a publication (after its last one unless an order is given). No page shows
 * magazine sections yet: the change names the publication, whose page and caches it concerns.
 */
export async function createMagazineSection({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SectionRecord> {
  const fields = parseInput(createSectionInput, input);
  requirePermission(ctx, [sectionPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const id = await ctx.db.transaction(async (trx) => {
    await assertTenantPublication(trx, tenantKey, fields.publicationId);
    await assertSectionNameFree(trx, tenantKey, fields);
    const after = {
      ...fields,
      sequence: fields.sequence ?? (await nextSequence(trx, tenantKey, fields.publicationId)),
    };
    const id = await insertSectionRow(trx, { tenantKey, ...after, now });
    await recordHistory({ ctx, db: trx, tenantKey, entityType: sectionEntity, entityId: id, action: 'create', after });
    return id;
  });

  emitChange(ctx, tenantKey, 'publication', [tags.publication(fields.publicationId)]);
  return (await findSectionRecord(ctx.db, tenantKey, id))!;
}
