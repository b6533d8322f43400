import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { adWritePermissions } from '../ad-access.ts';
import { emitAdUnitChange } from '../ad-events.ts';
import { adUnitPatternIdInput } from '../ad-unit-input.ts';
import { countHouseAdsOfUnit, findAdUnitFields } from '../ad-unit-writes.ts';

/**
 * Deletes a pattern: its slots leave the pages (they regenerate). Refused (CONFLICT) while house
 * ads target it by key, so no line item is left serving nothing unnoticed.
 */
export async function deleteAdUnitPattern({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(adUnitPatternIdInput, input);
  requirePermission(ctx, adWritePermissions);
  const tenantKey = tenantKeyOf(ctx);

  await ctx.db.transaction(async (trx) => {
    const before = await findAdUnitFields(trx, tenantKey, id);
    if (!before) throw notFound(`Ad unit pattern ${id}`);
    const houseAds = await countHouseAdsOfUnit(trx, tenantKey, before.key);
    if (houseAds > 0)
      throw new EngineError(
        'CONFLICT',
        `${houseAds} house ad${houseAds === 1 ? '' : 's'} target${houseAds === 1 ? 's' : ''} this ad unit: delete them or target them elsewhere first.`,
      );
    await trx('ad_units').where({ tenant_key: tenantKey, id }).delete();
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'ad_unit_pattern',
      entityId: id,
      action: 'delete',
      before,
    });
  });

  emitAdUnitChange(ctx, tenantKey);
  return true;
}
