import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { membershipEntity, membershipPermission } from '../membership-access.ts';
import { membershipIdInput } from '../membership-input.ts';
import { gatedContentIds, holderCount } from '../membership-usage.ts';
import { findMembership } from '../queries.ts';
import { deleteMembershipRow } from '../writes.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Removes a membership nobody uses. One that site users hold or content items are gated on is
 * refused (CONFLICT, with both counts): deleting it would silently take access away or ungate
 * the items. Such a membership is set inactive instead (ADR 54).
 */
export async function deleteMembership({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(membershipIdInput, input);
  requirePermission(ctx, [membershipPermission]);
  const tenantKey = tenantKeyOf(ctx);

  await ctx.db.transaction(async (trx) => {
    const found = await findMembership(trx, tenantKey, id);
    if (!found) throw notFound(`Membership ${id}`);
    const [holders, items] = [
      await holderCount(trx, tenantKey, id),
      (await gatedContentIds(trx, tenantKey, id)).length,
    ];
    if (holders || items)
      throw new EngineError(
        'CONFLICT',
        `The membership "${found.title}" is in use: ${plural(holders, 'site user holds', 'site users hold')} it and ` +
          `${plural(items, 'content item is', 'content items are')} gated on it. Set it inactive instead.`,
        { siteUsers: holders, contentItems: items },
      );
    await deleteMembershipRow(trx, tenantKey, id);
    const { id: _id, ...before } = found;
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: membershipEntity,
      entityId: id,
      action: 'delete',
      before,
    });
  });

  emitChange(ctx, tenantKey, 'membership', [tags.memberships]);
  return true;
}
