import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import type { Asset } from '../asset.ts';
import { presentText, updateAssetInput } from '../asset-input.ts';
import { findAssetById } from '../queries.ts';
import { updateAssetRow } from '../writes.ts';
import { afterAssetWrite, contentShowingAsset } from '../asset-change.ts';

/** Changes an asset's alt text, caption or credit; fields left out keep their value. */
export async function updateAsset({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Asset> {
  const parsed = parseInput(updateAssetInput, input);
  requirePermission(ctx, ['manage_assets']);
  const tenantKey = tenantKeyOf(ctx);

  const before = await findAssetById(ctx.db, tenantKey, parsed.id);
  const updated =
    before && (await updateAssetRow(ctx.db, { tenantKey, id: parsed.id, text: presentText(parsed), now: ctx.now() }));
  if (!updated) throw notFound(`Asset ${parsed.id}`);
  const after = (await findAssetById(ctx.db, tenantKey, parsed.id))!;
  const text = ({ alt, caption, credit }: Asset) => ({ alt, caption, credit });
  await afterAssetWrite(ctx, tenantKey, {
    id: parsed.id,
    action: 'update',
    before: text(before),
    after: text(after),
    shownBy: await contentShowingAsset(ctx.db, tenantKey, parsed.id),
  });
  return after;
}
