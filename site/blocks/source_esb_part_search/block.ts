import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { sourceEsbEmbed } from '../shared/parts-and-jobs-frames.ts';
import { heightSetting, tokenSetting } from '../shared/third-party-embeds.ts';

/**
 * source_esb_part_search: SourceESB's part-search widget in a frame from sourceesb.com, loaded only after consent (ADR 66). Dropped without a valid id or address.
 */
export const sourceEsbPartSearchBlock = defineBlockType({
  type: 'source_esb_part_search',
  label: 'SourceESB part search',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    /** The publisher's SourceESB partner id (letters, digits, _ and -). */
    partnerId: tokenSetting,
    height: heightSetting(500),
    /** The frame's accessible name. */
    frameTitle: z.string().trim().max(200).optional(),
  }),
  isEmpty: ({ block }) => sourceEsbEmbed(block.settings, 'part-search') === null,
});
