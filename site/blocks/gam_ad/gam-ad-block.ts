import type { AdUnit } from '../../../content-engine/shared/ad-units.ts';
import { defineBlock, textSetting } from '../types.ts';
import GamAd from './GamAd.astro';

/** gam_ad: a layout-block ad unit named by the block's `key`; dropped when the site has no such unit or the page excludes it. */
export const gamAdBlock = defineBlock<AdUnit | undefined>({
  component: GamAd,
  load: async ({ ads, block }) => ads.blockUnits.get(textSetting(block, 'key')),
  isEmpty: ({ loaded }) => !loaded,
});
