/** An asset as the media library reads it (getAssetStream, uploadAsset, updateAsset). */
export interface MediaAsset {
  id: number;
  type: 'Image' | 'File';
  fileName: string;
  src: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  alt: string;
  caption: string;
  credit: string;
  sizes: { width: number; height: number; src: string }[];
}

export interface AssetStream {
  getAssetStream: { totalCount: number; edges: { node: MediaAsset }[] };
}

export type AssetTypeFilter = '' | 'Image' | 'File';

export const assetPageSize = 48;

/** The smallest resized copy, for thumbnails; the original when it has none. */
export const thumbnailOf = (asset: MediaAsset) => asset.sizes[0]?.src ?? asset.src;
