import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';

/** content_title: the page item's title, on content pages. */
export const contentTitleBlock = defineBlockType({
  type: 'content_title',
  label: 'Content title',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => !pageContent(page),
});
