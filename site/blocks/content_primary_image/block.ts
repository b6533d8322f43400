import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';

/** content_primary_image: the page item's primary image, dropped when missing or a logo. */
export const contentPrimaryImageBlock = defineBlockType({
  type: 'content_primary_image',
  label: 'Content primary image',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => {
    const image = pageContent(page)?.primaryImage;
    return !image || image.isLogo;
  },
});
