import type { AdSize, AdUnitType, SizeMappingEntry } from '../../content-engine/shared/ad-units.ts';

/** What the page's markup says about one slot (the `data-ad` JSON of site/components/ads/AdSlot.astro). */
export interface SlotConfig {
  key: string;
  type: AdUnitType;
  size: AdSize;
  sizeMapping: SizeMappingEntry[];
  refreshRate: number;
  /** Null when the unit does not use the section alias ('default' in the slot path). */
  section: string | null;
  pageType: string | null;
  /** Where this slot starts in the rotation of equal creatives (slots of one unit differ). */
  rotation: number;
}

/** The page's ad settings (googleAdManager), a JSON script in the head (site/components/PageShell.astro). */
export interface PageAdConfig {
  network: string;
  basePath: string;
  lazyLoad: boolean;
}

/** The id of the page's ad settings in the head. */
export const adConfigId = 'masthead-ad-config';

/** The page's ad settings as written, or null (no ads on the page) when missing or malformed. */
export function parsePageAdConfig(value: unknown): PageAdConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { network, basePath, lazyLoad } = value as Record<string, unknown>;
  return typeof network === 'string' && typeof basePath === 'string'
    ? { network, basePath, lazyLoad: lazyLoad !== false }
    : null;
}

/** One slot on the page while it lives. */
export interface AdSlot {
  el: HTMLElement;
  config: SlotConfig;
  /** The latest share of the slot in view (0–1). */
  inView: number;
}

/** Units delivered out of the page's flow (no box of their own): their creatives post messages (GAM) or are read as data (the house adapter). */
export const outOfPageTypes: readonly AdUnitType[] = ['page', 'reskin', 'content-list-native', 'content-body-native'];

/** Native units: their creatives' fields become a card in a list or an article body. */
export const isNativeType = (config: Pick<SlotConfig, 'type'>) =>
  config.type === 'content-list-native' || config.type === 'content-body-native';

/** Page-level out-of-page units (the welcome ad, skins): no place in the page to come near, so they start at once. */
export const isPageLevel = (config: Pick<SlotConfig, 'type'>) => config.type === 'page' || config.type === 'reskin';

/** An ad server behind the slots: the local house-ad server, or Google Ad Manager (GPT). */
export interface AdAdapter {
  /**
   * Slots start when they come within this margin of the viewport (the lazy load's fetch margin);
   * null: at once (GPT lazy-loads the slots it is given itself).
   */
  startMargin: string | null;
  /** Requests and renders the slot's creative (rendering lazily, when the page's settings say so). */
  start(slot: AdSlot): void;
  /** Asks for a new creative for a slot in view. */
  refresh(slot: AdSlot): void;
}

export function readSlotConfig(el: HTMLElement): SlotConfig | null {
  try {
    const config = JSON.parse(el.dataset.ad ?? '') as SlotConfig;
    return typeof config.key === 'string' && Array.isArray(config.size) ? config : null;
  } catch {
    return null;
  }
}
