import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import type { Membership } from '../membership.ts';
import { membershipEntity, membershipPermission } from '../membership-access.ts';
import { assertAliasFree, assertDemographicQuestions } from '../membership-checks.ts';
import { updateMembershipInput } from '../membership-input.ts';
import { membershipChangeTags } from '../membership-usage.ts';
import { findMembership } from '../queries.ts';
import { updateMembershipRow, type MembershipFields } from '../writes.ts';

/** Changes a membership of the request's site; fields left out keep their value, a blank alias keeps the stored one. */
export async function updateMembership({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Membership> {
  const { id, ...patch } = parseInput(updateMembershipInput, input);
  requirePermission(ctx, [membershipPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const { membership, changeTags } = await ctx.db.transaction(async (trx) => {
    const found = await findMembership(trx, tenantKey, id);
    if (!found) throw notFound(`Membership ${id}`);
    const { id: _id, ...before } = found;
    const fields: MembershipFields = {
      ...before,
      ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      alias: patch.alias || before.alias,
    };
    if (patch.omedaProduct === null) fields.omedaProduct = null;
    if (fields.alias !== before.alias) await assertAliasFree(trx, { tenantKey, alias: fields.alias, exceptId: id });
    await assertDemographicQuestions(trx, { tenantKey, fields });
    await updateMembershipRow(trx, { tenantKey, id, fields, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: membershipEntity,
      entityId: id,
      action: 'update',
      before,
      after: fields,
    });
    return { membership: { id, ...fields }, changeTags: await membershipChangeTags(trx, tenantKey, id) };
  });

  emitChange(ctx, tenantKey, 'membership', changeTags);
  return membership;
}
