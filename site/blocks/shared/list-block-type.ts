import { populateContentQuery } from '../../../content-engine/layouts/population/content-query.ts';
import { contentQueryTags } from '../../../content-engine/layouts/population/block-tags.ts';
import { listBlockSettingsSchema, type Population } from '../../../content-engine/shared/schemas/grid.ts';
import type { BlockGroup } from '../../../content-engine/shared/block-groups.ts';
import { defineBlockType } from '../block-type.ts';
import { listIsEmpty } from './empty-rules.ts';

/**
 * A list of content cards drawn by a content query: its population completed with the type's
 * defaults, the listing's tags, dropped without items (spec public §4 "Block population", §5).
 */
export const listBlockType = <const Type extends string>(
  type: Type,
  { label, group }: { label: string; group: BlockGroup },
  defaults: Partial<Population> = {},
) =>
  defineBlockType({
    type,
    label,
    group,
    settings: listBlockSettingsSchema(defaults),
    populate: populateContentQuery,
    defaultPopulation: defaults,
    tags: (block, page) => contentQueryTags(block, page, defaults),
    isEmpty: listIsEmpty,
  });
