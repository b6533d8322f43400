import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';
import { loadBodyRecommendations } from '../blueconic_recommendations/body-recommendations.ts';

/** content_body: the page item's body, on content pages, with the in-body recommendations when the site has them on. */
export const contentBodyBlock = defineBlockType({
  type: 'content_body',
  label: 'Content body',
  group: 'Content page',
  settings: blockSettingsSchema,
  load: loadBodyRecommendations,
  isEmpty: ({ page }) => !pageContent(page)?.body,
});
