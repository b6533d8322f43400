import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { partsAndJobsHosts, threeDxEmbed } from '../shared/parts-and-jobs-frames.ts';
import { heightSetting, httpsUrlSetting, tokenSetting } from '../shared/third-party-embeds.ts';

/**
 * three_dx_search: a 3DX parts search in a frame from 3DX's hosts, loaded only after consent (ADR 66). Dropped without a valid id or address.
 */
export const threeDxSearchBlock = defineBlockType({
  type: 'three_dx_search',
  label: '3DX parts search',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    /** The 3DX catalog id (letters, digits, _ and -). */
    catalogId: tokenSetting,
    /** Or the search's address (https on 3dx.com). */
    searchUrl: httpsUrlSetting(partsAndJobsHosts.three_dx),
    height: heightSetting(700),
    /** The frame's accessible name. */
    frameTitle: z.string().trim().max(200).optional(),
  }),
  isEmpty: ({ block }) => threeDxEmbed(block.settings) === null,
});
