import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { listActiveSections } from '../queries.ts';
import { deleteSectionInput } from '../section-input.ts';
import { createSectionTree } from '../section-tree.ts';
import { homeAlias } from '../section.ts';
import { countActiveChildren, countPrimaryContent, deleteSectionRow } from '../writes.ts';

/**
 * Deletes an active section with no subsections and no content whose primary section it is
 * (CONFLICT otherwise, and for the home section); content merely scheduled to it leaves its listing.
 */
export async function deleteWebsiteSection({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(deleteSectionInput, input);
  requirePermission(ctx, ['manage_site_sections']);
  const tenantKey = tenantKeyOf(ctx);

  const { path, ancestors } = await ctx.db.transaction(async (trx) => {
    const tree = createSectionTree(await listActiveSections(trx, tenantKey));
    const section = tree.byId(id);
    if (!section) throw notFound(`Website section ${id}`);
    if (section.alias === homeAlias) throw new EngineError('CONFLICT', 'The home section cannot be deleted.');
    const children = await countActiveChildren(trx, tenantKey, id);
    if (children > 0)
      throw new EngineError(
        'CONFLICT',
        `The section "${section.fullName}" has ${children} subsection(s): move or delete them first.`,
      );
    const content = await countPrimaryContent(trx, tenantKey, id);
    if (content > 0)
      throw new EngineError(
        'CONFLICT',
        `The section "${section.fullName}" is the primary section of ${content} content item(s): move them first.`,
      );
    await deleteSectionRow(trx, tenantKey, id);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'website_section',
      entityId: id,
      action: 'delete',
      before: section,
    });
    return { path: section.canonicalPath, ancestors: tree.ancestors(id).map((a) => a.id) };
  });

  emitChange(ctx, tenantKey, 'section', [...[id, ...ancestors].map(tags.section), tags.sections, tags.path(path)]);
  return true;
}
