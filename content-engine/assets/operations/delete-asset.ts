import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { removeStoredFiles } from '../asset-files.ts';
import { deleteAssetInput } from '../asset-input.ts';
import { findAssetById } from '../queries.ts';
import { deleteAssetRow } from '../writes.ts';
import { afterAssetWrite, contentShowingAsset } from '../asset-change.ts';

/** Removes an asset and its files; content that showed it loses the image (image ids are set to null). */
export async function deleteAsset({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(deleteAssetInput, input);
  requirePermission(ctx, ['manage_assets']);
  const tenantKey = tenantKeyOf(ctx);

  const asset = await findAssetById(ctx.db, tenantKey, id);
  if (!asset) throw notFound(`Asset ${id}`);
  const shownBy = await contentShowingAsset(ctx.db, tenantKey, id);
  await deleteAssetRow(ctx.db, tenantKey, id);
  await removeStoredFiles({ tenantKey, asset });
  await afterAssetWrite(ctx, tenantKey, {
    id,
    action: 'delete',
    before: { fileName: asset.fileName, src: asset.src, alt: asset.alt },
    shownBy,
  });
  return true;
}
