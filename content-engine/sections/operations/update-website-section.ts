import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { sectionSnapshot } from '../section-snapshot.ts';
import { applySectionPlan } from '../apply-section-plan.ts';
import { affectedSectionIds, assertActiveParent, planSectionChange } from '../plan-section-change.ts';
import { listActiveSections } from '../queries.ts';
import { updateSectionInput } from '../section-input.ts';
import { getWebsiteSection, type WebsiteSectionDetail } from './get-website-section.ts';

/** `value` unless the caller left the field out. */
const given = <T, F>(value: T | undefined, fallback: F) => (value === undefined ? fallback : value);

/**
 * Updates an active section. When its alias changes (name, parent or aliases), its subsections
 * follow, content under the old paths moves, and every retired path redirects (301) to the new one.
 */
export async function updateWebsiteSection({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<WebsiteSectionDetail> {
  const { id, ...patch } = parseInput(updateSectionInput, input);
  requirePermission(ctx, ['manage_site_sections']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const { affected, retiredPaths, movedContentIds } = await ctx.db.transaction(async (trx) => {
    const sections = await listActiveSections(trx, tenantKey);
    const before = sections.find((s) => s.id === id);
    if (!before) throw notFound(`Website section ${id}`);
    const parentId = given(patch.parentId, before.parentId);
    if (parentId !== before.parentId) assertActiveParent(sections, parentId);
    const draft = {
      id,
      parentId,
      name: patch.name ?? before.name,
      manualAlias: given(patch.manualAlias, before.manualAlias),
      aliasOverride: given(patch.aliasOverride, before.aliasOverride),
    };
    const planned = planSectionChange(sections, draft);
    const fields = {
      description: given(patch.description, before.description) ?? '',
      gamAlias: given(patch.gamAlias, before.gamAlias) || null,
      sequence: given(patch.sequence, before.sequence) ?? 0,
      manualAlias: draft.manualAlias,
      aliasOverride: draft.aliasOverride,
    };
    const applied = await applySectionPlan(trx, { tenantKey, sections, planned, edited: { id, fields }, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'website_section',
      entityId: id,
      action: 'update',
      before,
      after: await sectionSnapshot(trx, tenantKey, id),
    });
    return { ...applied, affected: affectedSectionIds(sections, planned) };
  });

  const changed = [
    ...affected.map(tags.section),
    tags.sections,
    ...retiredPaths.map(tags.path),
    ...movedContentIds.map(tags.content),
  ];
  emitChange(ctx, tenantKey, 'section', retiredPaths.length ? [...changed, tags.redirects] : changed);
  return getWebsiteSection({ ctx, input: { id } });
}
