import type { SiteEngine } from '../../../content-engine/server/site-engine.ts';
import { pageAdPlan, type PageAdPlan } from '../../lib/ads/page-ads.ts';
import type { BlockProps } from '../types.ts';

const plans = new WeakMap<object, Promise<PageAdPlan>>();

/** The page's ad plan for blocks that place ads (computed once per page render). */
export function loadPageAds({ page, settings }: Pick<BlockProps, 'page' | 'settings'>, engine: SiteEngine): Promise<PageAdPlan> {
  let plan = plans.get(page);
  if (!plan) {
    plan = engine.adUnits().then((units) => pageAdPlan({ page, settings, units }));
    plans.set(page, plan);
  }
  return plan;
}

/** A small stable number from a block id, so slots of one unit in different blocks rotate differently. */
export const slotIndexOf = (blockId: string) => [...blockId].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 997, 0) + 1;
