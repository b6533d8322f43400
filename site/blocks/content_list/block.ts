import { z } from 'zod';
import { populateContentQuery } from '../../../content-engine/layouts/population/content-query.ts';
import { contentQueryTags } from '../../../content-engine/layouts/population/block-tags.ts';
import { listBlockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { listIsEmpty } from '../shared/empty-rules.ts';

/** content_list: a content query; a content-list-native ad may take a place in it (spec public §9). */
export const contentListBlock = defineBlockType({
  type: 'content_list',
  label: 'Content list',
  group: 'Content lists',
  settings: listBlockSettingsSchema().extend({
    nativeAd: z.boolean().optional(),
    nativeAdPosition: z.number().int().optional(),
  }),
  populate: populateContentQuery,
  tags: contentQueryTags,
  isEmpty: listIsEmpty,
});
