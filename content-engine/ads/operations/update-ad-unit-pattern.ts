import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { adWritePermissions } from '../ad-access.ts';
import { emitAdUnitChange, emitHouseAdChange } from '../ad-events.ts';
import { updateAdUnitPatternInput } from '../ad-unit-input.ts';
import {
  assertKeyFree,
  findAdUnitFields,
  renameHouseAdsUnitKey,
  updateAdUnitRow,
  type AdUnitPatternFields,
} from '../ad-unit-writes.ts';
import { findAdUnit, type AdUnitRecord } from '../queries.ts';

/**
 * Changes a pattern; fields left out keep their value. A new key must be free, and the house ads
 * that named the old key follow it.
 */
export async function updateAdUnitPattern({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<AdUnitRecord> {
  const { id, ...patch } = parseInput(updateAdUnitPatternInput, input);
  requirePermission(ctx, adWritePermissions);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const renamed = await ctx.db.transaction(async (trx) => {
    const before = await findAdUnitFields(trx, tenantKey, id);
    if (!before) throw notFound(`Ad unit pattern ${id}`);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const after: AdUnitPatternFields = { ...before, ...defined };
    const renamed = after.key !== before.key;
    if (renamed) {
      await assertKeyFree(trx, tenantKey, after.key, id);
      await renameHouseAdsUnitKey(trx, tenantKey, before.key, after.key, now);
    }
    await updateAdUnitRow(trx, { tenantKey, id, ...after, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'ad_unit_pattern',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return renamed;
  });

  emitAdUnitChange(ctx, tenantKey);
  if (renamed) emitHouseAdChange(ctx, tenantKey);
  return (await findAdUnit(ctx.db, tenantKey, id))!;
}
