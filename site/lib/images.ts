interface Sized {
  width: number | null;
  height: number | null;
}

/** An image's display size at `width` px wide, keeping its aspect ratio; no height when its size is unknown. */
export function scaledSize(image: Sized, width: number): { width: number; height?: number } {
  if (!image.width || !image.height) return { width };
  return { width, height: Math.round((width * image.height) / image.width) };
}

/** The image's own size attributes, when known. */
export const sizeAttributes = (image: Sized) =>
  image.width && image.height ? { width: image.width, height: image.height } : {};
