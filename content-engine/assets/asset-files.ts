import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { filesDir } from './files-dir.ts';
import { badInput } from '../core/validate.ts';
import { extensionOf, fileMimeTypes, imageMimeTypes, sanitiseBaseName } from './file-types.ts';
import { imageVariants, variantSrc, variantWidths } from './image-sizes.ts';
import type { Upload } from './upload.ts';

export interface StoredFile {
  type: 'Image' | 'File';
  fileName: string;
  src: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  size: number;
}

/** sharp's format names of the accepted image types. */
const sharpFormats: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heif: 'image/avif',
};
const imageExtensions = new Set(['jpg', 'jpeg', ...Object.values(imageMimeTypes)]);

/** Where a stored file's `/files/…` src lies on disk. */
export const diskPath = (root: string, src: string) => join(root, src.replace(/^\/files\//, ''));

/** A new unique `/files/<tenant>/<yyyy>/<mm>/<random>-<name>.<ext>`. */
function newSrc(tenantKey: string, now: number, name: string, extension: string) {
  const date = new Date(now).toISOString();
  return `/files/${tenantKey}/${date.slice(0, 4)}/${date.slice(5, 7)}/${randomBytes(4).toString('hex')}-${name}.${extension}`;
}

async function write(root: string, src: string, data: Buffer) {
  const path = diskPath(root, src);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
}

async function storeImage(root: string, tenantKey: string, now: number, upload: Upload): Promise<StoredFile> {
  const meta = await sharp(upload.data)
    .metadata()
    .catch(() => null);
  const mimeType = meta?.format ? sharpFormats[meta.format] : undefined;
  if (!meta || !mimeType || !meta.width || !meta.height)
    throw badInput('file', 'The image could not be read; upload a JPEG, PNG, WebP, GIF or AVIF file.');
  // EXIF orientations 5–8 turn the picture a quarter; the variants are stored upright.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const src = newSrc(tenantKey, now, sanitiseBaseName(upload.fileName), imageMimeTypes[mimeType]!);
  await write(root, src, upload.data);
  for (const w of variantWidths(width)) {
    const resized = await sharp(upload.data)
      .rotate()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    await write(root, variantSrc(src, w), resized);
  }
  return { type: 'Image', fileName: upload.fileName, src, mimeType, width, height, size: upload.data.length };
}

async function storeDocument(root: string, tenantKey: string, now: number, upload: Upload): Promise<StoredFile> {
  const extension = extensionOf(upload.fileName);
  const mimeType = fileMimeTypes[extension];
  if (!mimeType) {
    throw badInput(
      'file',
      `Files of this type cannot be uploaded. Accepted: images (${[...imageExtensions].join(', ')}) and ${Object.keys(fileMimeTypes).join(', ')}.`,
    );
  }
  const src = newSrc(tenantKey, now, sanitiseBaseName(upload.fileName), extension);
  await write(root, src, upload.data);
  return {
    type: 'File',
    fileName: upload.fileName,
    src,
    mimeType,
    width: null,
    height: null,
    size: upload.data.length,
  };
}

/** Writes an upload under FILES_DIR/<tenant>/: an image with its resized WebP copies, any other accepted file as is. */
export function storeUpload({
  tenantKey,
  now,
  upload,
  root = filesDir(),
}: {
  tenantKey: string;
  now: number;
  upload: Upload;
  root?: string;
}): Promise<StoredFile> {
  if (upload.data.length === 0) throw badInput('file', 'The file is empty.');
  const isImage = upload.mimeType in imageMimeTypes || imageExtensions.has(extensionOf(upload.fileName));
  return isImage ? storeImage(root, tenantKey, now, upload) : storeDocument(root, tenantKey, now, upload);
}

/** Removes an uploaded asset's files; files outside the tenant's upload folder (seeded ones) are left. */
export async function removeStoredFiles({
  tenantKey,
  asset,
  root = filesDir(),
}: {
  tenantKey: string;
  asset: { src: string; mimeType: string; width: number | null; height: number | null };
  root?: string;
}) {
  if (!asset.src.startsWith(`/files/${tenantKey}/`) || asset.src.includes('..')) return;
  const srcs = [asset.src, ...imageVariants(asset).map((v) => v.src)];
  await Promise.all(srcs.map((src) => rm(diskPath(root, src), { force: true })));
}
