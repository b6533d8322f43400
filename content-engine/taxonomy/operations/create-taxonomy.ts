import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { createTaxonomyInput } from '../taxonomy-input.ts';
import { taxonomyEntity } from '../taxonomy-history.ts';
import { fullNameOf, resolveParent } from '../taxonomy-tree.ts';
import { insertTermRow, type TaxonomyTerm } from '../writes.ts';

/** Adds a term, top-level or below a term of the same type; its full name is "Parent > Name". */
export async function createTaxonomy({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<TaxonomyTerm> {
  const { type, name, parentId = null } = parseInput(createTaxonomyInput, input);
  requirePermission(ctx, ['manage_taxonomy']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const term = await ctx.db.transaction(async (trx) => {
    const parent = await resolveParent(trx, { tenantKey, parentId, type });
    const fields = { type, name, fullName: fullNameOf(name, parent), parentId: parent?.id ?? null };
    const id = await insertTermRow(trx, { tenantKey, ...fields, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: taxonomyEntity,
      entityId: id,
      action: 'create',
      after: fields,
    });
    return { id, ...fields };
  });

  // A new term is on no page yet; the event still tells caches the tenant's terms changed.
  emitChange(ctx, tenantKey, 'content', []);
  return term;
}
