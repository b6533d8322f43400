/** An image of the media library as a picker shows it: its file name and a preview. */
export interface PickedImage {
  id: number;
  fileName: string;
  src: string;
}

/** The picker's value of a record's stored image (its smallest size for the preview). */
export const pickedOf = (
  asset: { id: number; fileName: string; src: string; sizes: readonly { src: string }[] } | null | undefined,
): PickedImage | null =>
  asset ? { id: asset.id, fileName: asset.fileName, src: asset.sizes[0]?.src ?? asset.src } : null;
