import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { adWritePermissions } from '../ad-access.ts';
import { emitHouseAdChange } from '../ad-events.ts';
import type { HouseAd } from '../house-ad.ts';
import { createHouseAdInput } from '../house-ad-input.ts';
import {
  assertUnitKey,
  findHouseAd,
  imageAssetPath,
  insertHouseAdRow,
  type HouseAdFields,
} from '../house-ad-writes.ts';

/**
 * Adds an image house ad: an image of the site's media library linking to an http(s) URL, served
 * by the embedded ad server to the units it targets, between its dates, in proportion to its weight.
 */
export async function createHouseAd({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<HouseAd> {
  const { imageAssetId, clickUrl, altText, ...rest } = parseInput(createHouseAdInput, input);
  requirePermission(ctx, adWritePermissions);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const id = await ctx.db.transaction(async (trx) => {
    await assertUnitKey(trx, tenantKey, rest.adUnitKey);
    const imagePath = await imageAssetPath(trx, tenantKey, imageAssetId);
    const after: HouseAdFields = {
      ...rest,
      kind: 'image',
      assetId: imageAssetId,
      fields: { imagePath, clickUrl, altText },
    };
    const id = await insertHouseAdRow(trx, { tenantKey, ...after, now });
    await recordHistory({ ctx, db: trx, tenantKey, entityType: 'house_ad', entityId: id, action: 'create', after });
    return id;
  });

  emitHouseAdChange(ctx, tenantKey);
  return (await findHouseAd(ctx.db, tenantKey, id))!;
}
