import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { contentDetailRows } from '../../lib/content-details.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';

/**
 * content_details: the page item's facts as a list: an event's or webinar's dates (Chicago time)
 * and place, an apparatus's build and specifications, a station's building and crew. Dropped
 * when the item has none.
 */
export const contentDetailsBlock = defineBlockType({
  type: 'content_details',
  label: 'Content details',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => {
    const content = pageContent(page);
    return !content || contentDetailRows(content).length === 0;
  },
});
