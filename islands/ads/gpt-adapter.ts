import { whenConsented } from '../consent/consent-store.ts';
import { consentCategories } from '../../content-engine/shared/consent-categories.ts';
import { adConstants } from './ad-constants.ts';
import { outOfPageTypes, type AdAdapter, type AdSlot, type PageAdConfig } from './ad-slot.ts';
import { slotPath } from './slot-path.ts';

/* The part of Google Publisher Tag this adapter uses. */
interface GptSlot {
  addService(service: unknown): GptSlot;
  defineSizeMapping(mapping: unknown): GptSlot;
}
interface GoogleTag {
  cmd: { push(command: () => void): void };
  pubads(): {
    enableLazyLoad(options: object): void;
    setTargeting(key: string, value: string): void;
    refresh(slots: GptSlot[]): void;
  };
  defineSlot(path: string, size: unknown, id: string): GptSlot | null;
  defineOutOfPageSlot(path: string, id: string): GptSlot | null;
  sizeMapping(): { addSize(viewport: unknown, sizes: unknown): unknown; build(): unknown };
  enableServices(): void;
  display(id: string): void;
}

export const gptUrl = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

/**
 * The production adapter (googleAdManager.networkCode set): Google Publisher Tag, loaded only
 * once the visitor allows targeting (C0004). Commands queue on googletag.cmd until then, so
 * slots defined earlier display when it loads; GPT lazy-loads with the §9 margins.
 */
export function gptAdapter(page: PageAdConfig): AdAdapter {
  const w = window as unknown as { googletag?: GoogleTag };
  const gt = (w.googletag ??= { cmd: [] } as unknown as GoogleTag);
  const slots = new WeakMap<AdSlot, GptSlot>();
  whenConsented(consentCategories.targeting, () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = gptUrl;
    document.head.append(script);
  });
  gt.cmd.push(() => {
    if (page.lazyLoad) {
      gt.pubads().enableLazyLoad({
        fetchMarginPercent: adConstants.fetchMarginPercent,
        renderMarginPercent: adConstants.renderMarginPercent,
        mobileScaling: adConstants.mobileScaling,
      });
    }
    gt.enableServices();
  });
  return {
    // GPT's own lazy load (enableLazyLoad, same margins) decides when a defined slot fetches.
    startMargin: null,
    start(slot) {
      gt.cmd.push(() => {
        const { key, type, size, sizeMapping, section, pageType } = slot.config;
        const path = slotPath({ network: page.network, basePath: page.basePath, sectionAlias: section, key });
        const defined = outOfPageTypes.includes(type)
          ? gt.defineOutOfPageSlot(path, slot.el.id)
          : gt.defineSlot(path, size, slot.el.id);
        if (!defined) return;
        if (sizeMapping.length) {
          const mapping = gt.sizeMapping();
          for (const entry of sizeMapping) mapping.addSize(entry.viewport, entry.sizes);
          defined.defineSizeMapping(mapping.build());
        }
        if (pageType) gt.pubads().setTargeting('pageType', pageType);
        slots.set(slot, defined.addService(gt.pubads()));
        gt.display(slot.el.id);
      });
    },
    refresh(slot) {
      gt.cmd.push(() => {
        const defined = slots.get(slot);
        if (defined) gt.pubads().refresh([defined]);
      });
    },
  };
}
