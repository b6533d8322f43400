import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { ContentStatus } from '../../shared/enums.ts';
import { personEntity, personPermission } from '../person-access.ts';
import { personTags } from '../person-events.ts';
import { deletePersonInput } from '../person-input.ts';
import { findLivePerson, updatePersonRow } from '../writes.ts';

/**
 * Soft-deletes a person (status DELETED, as content): it leaves bylines and contacts blocks, its
 * row and byline links stay.
 */
export async function deletePerson({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(deletePersonInput, input);
  requirePermission(ctx, [personPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const tags = await ctx.db.transaction(async (trx) => {
    const before = await findLivePerson(trx, tenantKey, id);
    if (!before) throw notFound(`Person ${id}`);
    await updatePersonRow(trx, { tenantKey, id, ...before, status: ContentStatus.DELETED, now });
    await recordHistory({ ctx, db: trx, tenantKey, entityType: personEntity, entityId: id, action: 'delete', before });
    return personTags(trx, tenantKey, id);
  });

  emitChange(ctx, tenantKey, 'person', tags);
  return true;
}
