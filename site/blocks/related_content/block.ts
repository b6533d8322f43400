import { populateRelatedContent } from '../../../content-engine/layouts/population/related-content.ts';
import { contentQueryTags } from '../../../content-engine/layouts/population/block-tags.ts';
import { listBlockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { listIsEmpty } from '../shared/empty-rules.ts';

/** Four items, topped up from the page's own section. */
const defaultPopulation = { section: 'current', numberOfItems: 4 } as const;

/** related_content: the page item's related content, topped up from its section (rendered by ContentList). */
export const relatedContentBlock = defineBlockType({
  type: 'related_content',
  label: 'Related content',
  group: 'Content lists',
  settings: listBlockSettingsSchema(defaultPopulation),
  populate: populateRelatedContent,
  defaultPopulation,
  tags: (block, page) => contentQueryTags(block, page, defaultPopulation),
  isEmpty: listIsEmpty,
});
