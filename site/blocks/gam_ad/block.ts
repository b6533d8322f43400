import { z } from 'zod';
import type { AdUnit } from '../../../content-engine/shared/ad-units.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { textSetting } from '../types.ts';

/** gam_ad: a layout-block ad unit named by the block's `key`; dropped when the site has no such unit or the page excludes it. */
export const gamAdBlock = defineBlockType<'gam_ad', AdUnit | undefined>({
  type: 'gam_ad',
  label: 'Ad unit (Google Ad Manager)',
  group: 'Ads',
  settings: blockSettingsSchema.extend({ key: z.string().optional() }),
  load: async ({ ads, block }) => ads.blockUnits.get(textSetting(block, 'key')),
  isEmpty: ({ loaded }) => !loaded,
});
