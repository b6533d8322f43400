import { readFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import { imageSize } from 'image-size';
import { diskPath } from './asset-files.ts';
import { filesDir } from './files-dir.ts';

export interface StoredImageSize {
  width: number;
  height: number;
  /** Every picture an .ico holds (one entry for other formats). */
  images: { width: number; height: number }[];
}

/**
 * The real pixel size of a file of the tenant's media library, read from the stored file (never
 * from what a client says): 'not-in-library' when `src` is no asset of the tenant, 'unreadable'
 * when the file is missing or not an image.
 */
export async function readStoredImageSize(
  db: Knex,
  { tenantKey, src, root = filesDir() }: { tenantKey: string; src: string; root?: string },
): Promise<StoredImageSize | 'not-in-library' | 'unreadable'> {
  const asset = await db('assets').where({ tenant_key: tenantKey, src }).first('src');
  if (!asset || !src.startsWith('/files/') || src.includes('..')) return 'not-in-library';
  try {
    const size = imageSize(new Uint8Array(await readFile(diskPath(root, src))));
    if (!size.width || !size.height) return 'unreadable';
    const images = size.images?.length ? size.images : [{ width: size.width, height: size.height }];
    return { width: size.width, height: size.height, images };
  } catch {
    return 'unreadable';
  }
}
