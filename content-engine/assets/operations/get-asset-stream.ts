import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import type { Asset } from '../asset.ts';
import { assetStreamInput } from '../asset-input.ts';
import { findAssetPage } from '../list-queries.ts';

/** The media library: the tenant's assets newest first, by type and text (file name, alt, caption, credit). */
export async function getAssetStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<Asset>> {
  const { type, search, pagination } = parseInput(assetStreamInput, input);
  requirePermission(ctx, ['manage_assets']);
  const tenantKey = tenantKeyOf(ctx);
  const page = pageOf(pagination, 24);
  const { assets, totalCount } = await findAssetPage(ctx.db, tenantKey, { type, search }, page);
  return toConnection(assets, { skip: page.skip, totalCount });
}
