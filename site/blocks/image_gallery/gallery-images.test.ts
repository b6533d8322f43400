import { describe, expect, it } from 'vitest';
import type { ImageNode } from '../../../content-engine/content/content-node.ts';
import { galleryImages } from './gallery-images.ts';

const image = (id: number): ImageNode => ({
  id,
  src: `/files/${id}.jpg`,
  alt: `Image ${id}`,
  caption: '',
  credit: '',
  width: 1200,
  height: 800,
  isLogo: false,
});
const edges = (...ids: number[]) => ({ edges: ids.map((id) => ({ node: image(id) })) });

describe('galleryImages', () => {
  it('puts the primary image first and shows every image once', () => {
    expect(galleryImages({ primaryImage: image(2), images: edges(2, 5, 7, 5) }).map((i) => i.id)).toEqual([2, 5, 7]);
  });

  it('has nothing to show without a primary image', () => {
    expect(galleryImages({ primaryImage: null, images: edges(5, 7) })).toEqual([]);
    expect(galleryImages(null)).toEqual([]);
  });
});
