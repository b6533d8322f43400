import { formatAdSize, type AdSize } from '../../content-engine/shared/ad-units.ts';
import { lazyLoadMargins } from './ad-constants.ts';
import { isPageLevel, outOfPageTypes, type AdAdapter, type AdSlot, type PageAdConfig } from './ad-slot.ts';
import { sizesForViewport } from './size-mapping.ts';
import { inOwnTask } from './task-queue.ts';
import { nearViewport } from './near-viewport.ts';
import { markRendered } from './slot-lifecycle.ts';

/** The local ad server of content-engine/server/ads-route.ts. */
export function creativeUrl(slot: AdSlot, sizes: AdSize[], rotation: number): string {
  const { key, section, pageType } = slot.config;
  const query = new URLSearchParams({ unit: key, sizes: sizes.map(formatAdSize).join(',') });
  if (section) query.set('section', section);
  if (pageType) query.set('pageType', pageType);
  query.set('r', String(rotation));
  return `/__ads/creative?${query}`;
}

interface HouseCreative {
  url: string;
  width: number;
  height: number;
  /** A message creative's fields (native, skin, welcome), asked for as data: shown without an iframe. */
  message?: string;
}

/**
 * The house-ad adapter (the default): each slot asks the local ad server at the fetch margin
 * (the ad script starts it there) and shows the creative in a sandboxed iframe at the render
 * margin, as GPT's lazy load does. Out-of-page slots (natives, skins, the welcome ad) ask for the
 * creative's fields as data and hand them to `deliver`, the page's handler of creative messages,
 * as GPT's custom native rendering does: they cost no document of their own (creating a frame
 * blocked the page's main thread for 10–50 ms).
 */
export function houseAdapter(page: PageAdConfig, deliver: (slot: AdSlot, message: unknown) => void): AdAdapter {
  const rotations = new WeakMap<AdSlot, number>();
  const margins = lazyLoadMargins(innerWidth);
  const nearRender = nearViewport(margins.render);
  const request = async (slot: AdSlot): Promise<HouseCreative | null> => {
    const sizes = sizesForViewport(slot.config, [innerWidth, innerHeight]);
    const url = creativeUrl(slot, sizes, rotations.get(slot) ?? slot.config.rotation);
    const headers = outOfPageTypes.includes(slot.config.type) ? { accept: 'application/json, text/html;q=0.9' } : undefined;
    const response = await fetch(url, { credentials: 'omit', headers }).catch(() => null);
    if (!response || response.status !== 200) return null;
    const [width, height] = (response.headers.get('x-ad-size') ?? formatAdSize(sizes[0]!)).split('x').map(Number);
    const message = response.headers.get('content-type')?.startsWith('application/json') ? await response.text().catch(() => '') : undefined;
    return { url, width: width!, height: height!, message };
  };
  // Each creative's iframe is a new document: added one per task.
  const show = (slot: AdSlot, creative: HouseCreative | null) => inOwnTask(() => {
    if (creative?.message !== undefined) {
      deliver(slot, creative.message);
      markRendered(slot.el);
      return;
    }
    if (!creative) {
      if (!slot.el.querySelector('iframe')) slot.el.dataset.adState = 'empty';
      return;
    }
    const frame = document.createElement('iframe');
    frame.title = 'Advertisement';
    frame.src = creative.url;
    frame.width = String(creative.width);
    frame.height = String(creative.height);
    frame.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    frame.setAttribute('scrolling', 'no');
    frame.className = outOfPageTypes.includes(slot.config.type) ? 'ad-frame ad-frame-oop' : 'ad-frame';
    if (outOfPageTypes.includes(slot.config.type)) frame.tabIndex = -1;
    slot.el.querySelector('iframe')?.remove();
    slot.el.append(frame);
  });
  return {
    startMargin: page.lazyLoad ? margins.fetch : null,
    start(slot) {
      if (!page.lazyLoad || isPageLevel(slot.config)) return void request(slot).then((creative) => show(slot, creative));
      const pending = request(slot);
      nearRender(slot.el, () => void pending.then((creative) => show(slot, creative)));
    },
    refresh(slot) {
      rotations.set(slot, (rotations.get(slot) ?? slot.config.rotation) + 1);
      void request(slot).then((creative) => creative && show(slot, creative));
    },
  };
}
