import type { Knex } from 'knex';
import { tags } from '../core/change-tags.ts';
import { emitChange } from '../core/events.ts';
import type { EngineContext } from '../core/context.ts';
import { recordHistory } from '../history/record-history.ts';
import type { HistoryAction } from '../history/history-entry.ts';

/** The content items of the tenant that show an asset: as their primary image or in their images. */
export async function contentShowingAsset(db: Knex, tenantKey: string, assetId: number): Promise<number[]> {
  const [primary, images] = await Promise.all([
    db('content').where({ tenant_key: tenantKey, primary_image_id: assetId }).pluck('id'),
    db('content_images')
      .join('content', 'content.id', 'content_images.content_id')
      .where({ 'content.tenant_key': tenantKey, 'content_images.asset_id': assetId })
      .pluck('content.id'),
  ]);
  return [...new Set([...primary, ...images].map(Number))];
}

/**
 * After an asset write: the history entry, and an asset change naming the asset and the content
 * items that show it, so the pages showing the image are regenerated (their alt text, or its
 * removal): those of the items, and those that show the asset itself (the podcast settings' image).
 */
export async function afterAssetWrite(
  ctx: EngineContext,
  tenantKey: string,
  {
    id,
    action,
    before,
    after,
    shownBy,
  }: { id: number; action: HistoryAction; before?: object | null; after?: object | null; shownBy: number[] },
) {
  await recordHistory({ ctx, tenantKey, entityType: 'asset', entityId: id, action, before, after });
  // A new asset is on no page yet.
  if (action !== 'create') emitChange(ctx, tenantKey, 'asset', [tags.asset(id), ...shownBy.map(tags.content)]);
}
