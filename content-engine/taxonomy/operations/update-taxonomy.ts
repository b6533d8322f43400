import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { termTags } from '../taxonomy-events.ts';
import { taxonomyEntity } from '../taxonomy-history.ts';
import { updateTaxonomyInput } from '../taxonomy-input.ts';
import { fullNameOf, refreshDescendantNames, resolveParent } from '../taxonomy-tree.ts';
import { findTermById, updateTermRow, type TaxonomyTerm } from '../writes.ts';

/** Renames or moves a term (never below itself); the full names below it follow. */
export async function updateTaxonomy({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<TaxonomyTerm> {
  const { id, name, parentId } = parseInput(updateTaxonomyInput, input);
  requirePermission(ctx, ['manage_taxonomy']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const { after, tags } = await ctx.db.transaction(async (trx) => {
    const before = await findTermById(trx, tenantKey, id);
    if (!before) throw notFound(`Taxonomy term ${id}`);
    const parent = await resolveParent(trx, {
      tenantKey,
      parentId: parentId === undefined ? before.parentId : parentId,
      type: before.type,
      selfId: id,
    });
    const newName = name ?? before.name;
    const after: TaxonomyTerm = {
      ...before,
      name: newName,
      fullName: fullNameOf(newName, parent),
      parentId: parent?.id ?? null,
    };
    await updateTermRow(trx, { tenantKey, ...after, now });
    const below =
      after.fullName === before.fullName ? [] : await refreshDescendantNames(trx, { tenantKey, term: after, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: taxonomyEntity,
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return { after, tags: await termTags(trx, tenantKey, [id, ...below]) };
  });

  emitChange(ctx, tenantKey, 'content', tags);
  return after;
}
