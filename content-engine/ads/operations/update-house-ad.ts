import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { adWritePermissions } from '../ad-access.ts';
import { emitHouseAdChange } from '../ad-events.ts';
import type { HouseAd } from '../house-ad.ts';
import { datesInOrder, datesMessage, updateHouseAdInput } from '../house-ad-input.ts';
import {
  assertUnitKey,
  findHouseAd,
  imageAssetPath,
  updateHouseAdRow,
  type HouseAdFields,
} from '../house-ad-writes.ts';

const defined = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * Changes a house ad; fields left out keep their value. The image, link and text are those of an
 * image creative: other kinds (native, skin, welcome) change only targeting, schedule and weight.
 */
export async function updateHouseAd({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<HouseAd> {
  const { id, imageAssetId, clickUrl, altText, ...patch } = parseInput(updateHouseAdInput, input);
  requirePermission(ctx, adWritePermissions);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  await ctx.db.transaction(async (trx) => {
    const found = await findHouseAd(trx, tenantKey, id);
    if (!found) throw notFound(`House ad ${id}`);
    const { id: _id, updated: _updated, ...before } = found;
    const after: HouseAdFields = { ...before, ...defined(patch) };
    if (!datesInOrder(after)) throw badInput('endDate', datesMessage);
    if (after.adUnitKey !== before.adUnitKey) await assertUnitKey(trx, tenantKey, after.adUnitKey);
    const image = defined({ clickUrl, altText });
    if (imageAssetId !== undefined || Object.keys(image).length > 0) {
      if (before.kind !== 'image') throw badInput('clickUrl', `A ${before.kind} house ad has no image or link here.`);
      after.fields = { ...before.fields, ...image };
      if (imageAssetId !== undefined) {
        after.fields.imagePath = await imageAssetPath(trx, tenantKey, imageAssetId);
        after.assetId = imageAssetId;
      }
    }
    await updateHouseAdRow(trx, { tenantKey, id, ...after, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'house_ad',
      entityId: id,
      action: 'update',
      before,
      after,
    });
  });

  emitHouseAdChange(ctx, tenantKey);
  return (await findHouseAd(ctx.db, tenantKey, id))!;
}
