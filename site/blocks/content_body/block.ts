import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';

/** content_body: the page item's body, on content pages. */
export const contentBodyBlock = defineBlockType({
  type: 'content_body',
  label: 'Content body',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => !pageContent(page)?.body,
});
