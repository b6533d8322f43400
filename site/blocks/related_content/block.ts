import { populateRelatedContent } from '../../../content-engine/layouts/population/related-content.ts';
import { relatedContentTags } from '../../../content-engine/layouts/population/block-tags.ts';
import { listBlockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { listIsEmpty } from '../shared/empty-rules.ts';

/** related_content: the page item's related content, topped up from its section (rendered by ContentList). */
export const relatedContentBlock = defineBlockType({
  type: 'related_content',
  settings: listBlockSettingsSchema({ section: 'current', numberOfItems: 4 }),
  populate: populateRelatedContent,
  tags: relatedContentTags,
  isEmpty: listIsEmpty,
});
