import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';

/** image_gallery: the page item's images, dropped without a primary image. */
export const imageGalleryBlock = defineBlockType({
  type: 'image_gallery',
  label: 'Image gallery',
  group: 'Media',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => !pageContent(page)?.primaryImage,
});
