import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import type { Person } from '../person.ts';
import { createPersonPermissions, personEntity } from '../person-access.ts';
import { createPersonInput, fullNameOf } from '../person-input.ts';
import { findPersonById } from '../queries.ts';
import { assertTenantImage, insertPersonRow } from '../writes.ts';

/** Adds a person (published unless told); the full name is "First Last", or the first name alone. */
export async function createPerson({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Person> {
  const fields = parseInput(createPersonInput, input);
  requirePermission(ctx, createPersonPermissions);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const id = await ctx.db.transaction(async (trx) => {
    await assertTenantImage(trx, tenantKey, fields.imageId);
    const after = { ...fields, fullName: fullNameOf(fields) };
    const id = await insertPersonRow(trx, { tenantKey, ...after, now });
    await recordHistory({ ctx, db: trx, tenantKey, entityType: personEntity, entityId: id, action: 'create', after });
    return id;
  });

  // A new person is on no page yet; the event still tells caches the tenant's persons changed.
  emitChange(ctx, tenantKey, 'person', [tags.person(id)]);
  return (await findPersonById(ctx.db, tenantKey, id))!;
}
