import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import type { Person } from '../person.ts';
import { personEntity, personPermission } from '../person-access.ts';
import { personTags } from '../person-events.ts';
import { fullNameOf, updatePersonInput } from '../person-input.ts';
import { findPersonById } from '../queries.ts';
import { assertTenantImage, findLivePerson, updatePersonRow, type PersonFields } from '../writes.ts';

/** Changes a person's fields; fields left out keep their value. A deleted person is not found. */
export async function updatePerson({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Person> {
  const { id, ...patch } = parseInput(updatePersonInput, input);
  requirePermission(ctx, [personPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const tags = await ctx.db.transaction(async (trx) => {
    const before = await findLivePerson(trx, tenantKey, id);
    if (!before) throw notFound(`Person ${id}`);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const merged: PersonFields = { ...before, ...defined };
    const after = { ...merged, fullName: fullNameOf(merged) };
    if (after.imageId !== before.imageId) await assertTenantImage(trx, tenantKey, after.imageId);
    await updatePersonRow(trx, { tenantKey, id, ...after, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: personEntity,
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return personTags(trx, tenantKey, id);
  });

  emitChange(ctx, tenantKey, 'person', tags);
  return (await findPersonById(ctx.db, tenantKey, id))!;
}
