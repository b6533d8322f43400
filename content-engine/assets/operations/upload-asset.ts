import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { removeStoredFiles, storeUpload } from '../asset-files.ts';
import type { Asset } from '../asset.ts';
import { presentText, uploadAssetInput } from '../asset-input.ts';
import { findAssetById } from '../queries.ts';
import { insertAssetRow } from '../writes.ts';
import { afterAssetWrite } from '../asset-change.ts';

/** Stores an uploaded image (with its resized copies) or file in the tenant's media library. */
export async function uploadAsset({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Asset> {
  const parsed = parseInput(uploadAssetInput, input);
  requirePermission(ctx, ['manage_assets']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const file = await storeUpload({ tenantKey, now, upload: parsed.file });
  const text = { alt: '', caption: '', credit: '', ...presentText(parsed) };
  try {
    const id = await insertAssetRow(ctx.db, { tenantKey, file, text, now });
    const asset = (await findAssetById(ctx.db, tenantKey, id))!;
    await afterAssetWrite(ctx, tenantKey, {
      id,
      action: 'create',
      after: {
        fileName: asset.fileName,
        src: asset.src,
        mimeType: asset.mimeType,
        alt: asset.alt,
        caption: asset.caption,
        credit: asset.credit,
      },
      shownBy: [],
    });
    return asset;
  } catch (error) {
    await removeStoredFiles({ tenantKey, asset: file });
    throw error;
  }
}
