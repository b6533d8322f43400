import type { ContentNode, ImageNode } from '../../../content-engine/content/content-node.ts';

/** A gallery's images: the primary image first, then the item's other images in order, each once. */
export function galleryImages(content: Pick<ContentNode, 'primaryImage' | 'images'> | null): ImageNode[] {
  if (!content?.primaryImage) return [];
  const seen = new Set<number>([content.primaryImage.id]);
  const rest = content.images.edges
    .map((edge) => edge.node)
    .filter((image) => !seen.has(image.id) && seen.add(image.id));
  return [content.primaryImage, ...rest];
}
