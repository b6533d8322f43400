import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import type { Membership } from '../membership.ts';
import { membershipEntity, membershipPermission } from '../membership-access.ts';
import { assertAliasFree, assertDemographicQuestions } from '../membership-checks.ts';
import { aliasFromTitle, createMembershipInput } from '../membership-input.ts';
import { insertMembershipRow } from '../writes.ts';

/** Adds a membership to the request's site (active and free unless told); a blank alias is made from the title. */
export async function createMembership({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Membership> {
  const parsed = parseInput(createMembershipInput, input);
  requirePermission(ctx, [membershipPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  const fields = { ...parsed, alias: parsed.alias || aliasFromTitle(parsed.title) };
  if (!fields.alias) throw badInput('alias', 'Field is required (the title gives no alias: type one)');

  const id = await ctx.db.transaction(async (trx) => {
    await assertAliasFree(trx, { tenantKey, alias: fields.alias });
    await assertDemographicQuestions(trx, { tenantKey, fields });
    const id = await insertMembershipRow(trx, { tenantKey, fields, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: membershipEntity,
      entityId: id,
      action: 'create',
      after: fields,
    });
    return id;
  });

  // No item is gated on a new membership yet; the offered lists (join pages, blocks) change.
  emitChange(ctx, tenantKey, 'membership', [tags.memberships]);
  return { id, ...fields };
}
