import type { GetAssetStreamQuery } from '../../../../content-engine/documents/generated/query/asset/getAssetStream.ts';

/** An asset as the media library reads it (getAssetStream, uploadAsset, updateAsset). */
export type MediaAsset = GetAssetStreamQuery['getAssetStream']['edges'][number]['node'];

export type AssetTypeFilter = '' | 'Image' | 'File';

export const assetPageSize = 48;

/** The smallest resized copy, for thumbnails; the original when it has none. */
export const thumbnailOf = (asset: MediaAsset) => asset.sizes[0]?.src ?? asset.src;
