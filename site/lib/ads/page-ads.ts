import type { WebsiteLayoutPage } from '../../../content-engine/layouts/page.ts';
import { exclusionOfType, type AdUnit, type AdUnitType } from '../../../content-engine/shared/ad-units.ts';
import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import type { PageAdConfig, SlotConfig } from '../../../islands/ads/ad-slot.ts';

/** What a page shows of ads: the same for every visitor, computed once from the page and the tenant's units. */
export interface PageAdPlan {
  config: PageAdConfig;
  /** The first unit of each placement type the page shows (absent when excluded). */
  placements: Partial<Record<AdUnitType, AdUnit>>;
  /** Layout-block units by key, for gam_ad blocks (a unit excluded on this page type is absent). */
  blockUnits: Map<string, AdUnit>;
  primaryMenuHasLinks: boolean;
  /** The slot data of a unit on this page; `index` tells slots of one unit apart. */
  slot(unit: AdUnit, index?: number): SlotConfig;
}

const truthy = (flags: unknown): Set<string> =>
  new Set(
    flags && typeof flags === 'object'
      ? Object.entries(flags)
          .filter(([, on]) => on === true)
          .map(([flag]) => flag)
      : [],
  );

/** The page's section for the slot path: a section page's own, else the item's primary section; its GAM alias first. */
function sectionAliasOf(page: WebsiteLayoutPage): string | null {
  const section =
    page.pageType === 'section' ? page.pageData : page.pageType === 'content' ? page.pageData.primarySection : null;
  return section?.gamAlias || section?.alias || null;
}

/**
 * The ad plan of a layout page: a placement is shown when the tenant has a unit of its type, the
 * layout's ad exclusions (and the item's excludeAds) do not exclude it, and the unit's
 * excludePageTypes do not name the page type.
 */
export function pageAdPlan({
  page,
  settings,
  units,
}: {
  page: WebsiteLayoutPage;
  settings: SiteSettings;
  units: readonly AdUnit[];
}): PageAdPlan {
  const excluded = new Set([
    ...truthy(page.adExclusions),
    ...truthy(page.pageType === 'content' ? page.pageData.excludeAds : undefined),
  ]);
  const shown = units.filter((unit) => {
    const flag = exclusionOfType[unit.type];
    return !(flag && excluded.has(flag)) && !(page.pageType && unit.excludePageTypes.includes(page.pageType));
  });
  const placements: Partial<Record<AdUnitType, AdUnit>> = {};
  for (const unit of shown) placements[unit.type] ??= unit;
  const section = sectionAliasOf(page);
  const { networkCode, basePath, lazyLoad } = settings.googleAdManager;
  return {
    config: { network: networkCode, basePath, lazyLoad },
    placements,
    blockUnits: new Map(shown.filter((unit) => unit.type === 'layout-block').map((unit) => [unit.key, unit])),
    primaryMenuHasLinks: settings.menu.header_primary.length > 0,
    slot: (unit, index = 0) => ({
      key: unit.key,
      type: unit.type,
      size: unit.size,
      sizeMapping: unit.sizeMapping,
      refreshRate: unit.refreshRate,
      section: unit.useSectionAlias ? section : null,
      pageType: page.pageType,
      rotation: index,
    }),
  };
}
