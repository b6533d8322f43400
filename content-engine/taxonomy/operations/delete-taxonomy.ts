import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { termTags } from '../taxonomy-events.ts';
import { taxonomyEntity } from '../taxonomy-history.ts';
import { deleteTaxonomyInput } from '../taxonomy-input.ts';
import { fullNameOf, refreshDescendantNames, resolveParent } from '../taxonomy-tree.ts';
import { deleteTermRow, findChildTerms, findTermById, updateTermRow } from '../writes.ts';

/** Removes a term and its links to content; its children move up to its parent. */
export async function deleteTaxonomy({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(deleteTaxonomyInput, input);
  requirePermission(ctx, ['manage_taxonomy']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const tags = await ctx.db.transaction(async (trx) => {
    const term = await findTermById(trx, tenantKey, id);
    if (!term) throw notFound(`Taxonomy term ${id}`);
    const parent = await resolveParent(trx, { tenantKey, parentId: term.parentId, type: term.type });
    const moved: number[] = [];
    for (const child of await findChildTerms(trx, tenantKey, [id])) {
      const lifted = { ...child, parentId: parent?.id ?? null, fullName: fullNameOf(child.name, parent) };
      await updateTermRow(trx, { tenantKey, ...lifted, now });
      moved.push(child.id, ...(await refreshDescendantNames(trx, { tenantKey, term: lifted, now })));
    }
    const tags = await termTags(trx, tenantKey, [id, ...moved]);
    await deleteTermRow(trx, tenantKey, id);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: taxonomyEntity,
      entityId: id,
      action: 'delete',
      before: term,
    });
    return tags;
  });

  emitChange(ctx, tenantKey, 'content', tags);
  return true;
}
