import { imageMimeTypes } from './file-types.ts';

/**
 * Widths the site renders uploaded images at. The site draws them at 80–300 px (portraits 80
 * and 160, issue covers 180–240, card thumbnails and image grids up to 300) and at full column
 * width for a content's primary image; these cover all of them at 1× and 2×. Never enlarged:
 * an image narrower than a width gets one variant at its own width.
 */
export const imageWidths = [320, 640, 1280] as const;

export interface ImageVariant {
  width: number;
  height: number;
  src: string;
}

/** The variant widths of an image `width` px wide. */
export const variantWidths = (width: number) => [...new Set(imageWidths.map((w) => Math.min(w, width)))];

/** `/files/a/b/photo.jpg` at 640 → `/files/a/b/photo-640w.webp`. */
export const variantSrc = (src: string, width: number) => `${src.replace(/\.[^./]+$/, '')}-${width}w.webp`;

/** The resized copies of an uploaded image, derived from its size and path (none for other files and SVGs). */
export function imageVariants({
  src,
  mimeType,
  width,
  height,
}: {
  src: string;
  mimeType: string;
  width: number | null;
  height: number | null;
}): ImageVariant[] {
  if (!width || !height || !(mimeType in imageMimeTypes)) return [];
  return variantWidths(width).map((w) => ({
    width: w,
    height: Math.round((w * height) / width),
    src: variantSrc(src, w),
  }));
}
