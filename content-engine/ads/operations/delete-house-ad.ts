import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { adWritePermissions } from '../ad-access.ts';
import { emitHouseAdChange } from '../ad-events.ts';
import { houseAdIdInput } from '../house-ad-input.ts';
import { findHouseAd } from '../house-ad-writes.ts';

/** Deletes a house ad: the ad server stops serving it (its image stays in the media library). */
export async function deleteHouseAd({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(houseAdIdInput, input);
  requirePermission(ctx, adWritePermissions);
  const tenantKey = tenantKeyOf(ctx);

  await ctx.db.transaction(async (trx) => {
    const found = await findHouseAd(trx, tenantKey, id);
    if (!found) throw notFound(`House ad ${id}`);
    const { id: _id, updated: _updated, ...before } = found;
    await trx('house_ad_creatives').where({ tenant_key: tenantKey, id }).delete();
    await recordHistory({ ctx, db: trx, tenantKey, entityType: 'house_ad', entityId: id, action: 'delete', before });
  });

  emitHouseAdChange(ctx, tenantKey);
  return true;
}
