import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';

/** webinar_link: the page item's registration link, dropped without a link URL. */
export const webinarLinkBlock = defineBlockType({
  type: 'webinar_link',
  label: 'Webinar link',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => !pageContent(page)?.linkUrl?.trim(),
});
