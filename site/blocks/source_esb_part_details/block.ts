import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { sourceEsbEmbed } from '../shared/parts-and-jobs-frames.ts';
import { heightSetting, tokenSetting } from '../shared/third-party-embeds.ts';

/**
 * source_esb_part_details: SourceESB's part-details widget in a frame from sourceesb.com, loaded only after consent; the part number comes from the page's `?part=` on the client (ADR 66). Dropped without a valid id or address.
 */
export const sourceEsbPartDetailsBlock = defineBlockType({
  type: 'source_esb_part_details',
  label: 'SourceESB part details',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    /** The publisher's SourceESB partner id (letters, digits, _ and -). */
    partnerId: tokenSetting,
    height: heightSetting(700),
    /** The frame's accessible name. */
    frameTitle: z.string().trim().max(200).optional(),
  }),
  isEmpty: ({ block }) => sourceEsbEmbed(block.settings, 'part-details') === null,
});
