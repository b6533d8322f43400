import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { publicationEntity, publicationPermission } from '../magazine-access.ts';
import { byIdInput } from '../magazine-input.ts';
import { publicationChangeTags } from '../magazine-tags.ts';
import { deletePublicationRows, findIssuesOfPublication, findPublicationFields } from '../writes/publication-rows.ts';

/**
 * Deletes a publication with its sections. One that still has issues is refused (CONFLICT): the
 * issues carry content and have pages, so they are deleted or moved one by one first (ADR 53).
 */
export async function deleteMagazinePublication({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<boolean> {
  const { id } = parseInput(byIdInput, input);
  requirePermission(ctx, [publicationPermission]);
  const tenantKey = tenantKeyOf(ctx);

  const changeTags = await ctx.db.transaction(async (trx) => {
    const before = await findPublicationFields(trx, tenantKey, id);
    if (!before) throw notFound(`Magazine publication ${id}`);
    const issues = await findIssuesOfPublication(trx, tenantKey, id);
    if (issues.length)
      throw new EngineError(
        'CONFLICT',
        `"${before.name}" still has ${issues.length} issue${issues.length === 1 ? '' : 's'}: delete them or move them to another publication first.`,
      );
    await deletePublicationRows(trx, tenantKey, id);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: publicationEntity,
      entityId: id,
      action: 'delete',
      before,
    });
    return publicationChangeTags({ id, issues: [], oldAlias: before.alias, newAlias: null });
  });

  emitChange(ctx, tenantKey, 'publication', changeTags);
  return true;
}
