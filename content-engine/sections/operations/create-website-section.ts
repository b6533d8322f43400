import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { sectionSnapshot } from '../section-snapshot.ts';
import { affectedSectionIds, assertActiveParent, planSectionChange } from '../plan-section-change.ts';
import { listActiveSections } from '../queries.ts';
import { createSectionInput } from '../section-input.ts';
import { assertAliasesFree, insertSectionRow } from '../writes.ts';
import { getWebsiteSection, type WebsiteSectionDetail } from './get-website-section.ts';

/** Creates an active section under `parentId` (or at the top); its alias comes from its name unless set by hand. */
export async function createWebsiteSection({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<WebsiteSectionDetail> {
  const fields = parseInput(createSectionInput, input);
  requirePermission(ctx, ['manage_site_sections']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const { id, affected } = await ctx.db.transaction(async (trx) => {
    const sections = await listActiveSections(trx, tenantKey);
    const parentId = fields.parentId ?? null;
    assertActiveParent(sections, parentId);
    const draft = {
      id: 0,
      parentId,
      name: fields.name,
      manualAlias: fields.manualAlias ?? null,
      aliasOverride: fields.aliasOverride ?? null,
    };
    const [planned] = planSectionChange(sections, draft);
    await assertAliasesFree(trx, { tenantKey, planned: [planned!] });
    const sectionFields = {
      description: fields.description ?? '',
      gamAlias: fields.gamAlias || null,
      sequence: fields.sequence ?? 0,
      manualAlias: draft.manualAlias,
      aliasOverride: draft.aliasOverride,
    };
    const id = await insertSectionRow(trx, { tenantKey, planned: planned!, fields: sectionFields, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'website_section',
      entityId: id,
      action: 'create',
      after: await sectionSnapshot(trx, tenantKey, id),
    });
    return { id, affected: affectedSectionIds(sections, [planned!]) };
  });

  emitChange(ctx, tenantKey, 'section', [...[id, ...affected].map(tags.section), tags.sections]);
  return getWebsiteSection({ ctx, input: { id } });
}
