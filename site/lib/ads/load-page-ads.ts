import type { WebsiteLayoutPage } from '../../../content-engine/layouts/page.ts';
import type { SiteEngine } from '../../../builds/serve/site-engine.ts';
import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import { pageAdPlan, type PageAdPlan } from './page-ads.ts';

/** The ad plan of a page rendered through the request's engine (its ad units are memoised per tenant). */
export async function loadPageAdPlan(
  page: WebsiteLayoutPage,
  settings: SiteSettings,
  engine: SiteEngine,
): Promise<PageAdPlan> {
  return pageAdPlan({ page, settings, units: await engine.adUnits() });
}
