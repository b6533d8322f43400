import type { AdUnit } from '../../../content-engine/shared/ad-units.ts';
import type { PageAdPlan } from '../../lib/ads/page-ads.ts';
import { loadPageAds } from '../shared/page-ads-loader.ts';
import { defineBlock, textSetting } from '../types.ts';
import GamAd from './GamAd.astro';

export interface GamAdData { plan: PageAdPlan; unit: AdUnit }

/** gam_ad: a layout-block ad unit named by the block's `key`; dropped when the site has no such unit or the page excludes it. */
export const gamAdBlock = defineBlock<GamAdData | null>({
  component: GamAd,
  load: async (props, engine) => {
    const plan = await loadPageAds(props, engine);
    const unit = plan.blockUnits.get(textSetting(props.block, 'key'));
    return unit ? { plan, unit } : null;
  },
  isEmpty: ({ loaded }) => !loaded,
});
