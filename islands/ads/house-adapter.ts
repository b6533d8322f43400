import { formatAdSize, type AdSize } from '../../content-engine/shared/ad-units.ts';
import { lazyLoadMargins } from './ad-constants.ts';
import { isPageLevel, outOfPageTypes, type AdAdapter, type AdSlot, type PageAdConfig } from './ad-slot.ts';
import { sizesForViewport } from './size-mapping.ts';
import { inOwnTask } from './task-queue.ts';
import { nearViewport } from './near-viewport.ts';

/** The local ad server of content-engine/server/ads-route.ts. */
export function creativeUrl(slot: AdSlot, sizes: AdSize[], rotation: number): string {
  const { key, section, pageType } = slot.config;
  const query = new URLSearchParams({ unit: key, sizes: sizes.map(formatAdSize).join(',') });
  if (section) query.set('section', section);
  if (pageType) query.set('pageType', pageType);
  query.set('r', String(rotation));
  return `/__ads/creative?${query}`;
}

/**
 * The house-ad adapter (the default): each slot asks the local ad server at the fetch margin
 * (the ad script starts it there) and shows the creative in a sandboxed iframe at the render
 * margin, as GPT's lazy load does.
 */
export function houseAdapter(page: PageAdConfig): AdAdapter {
  const rotations = new WeakMap<AdSlot, number>();
  const margins = lazyLoadMargins(innerWidth);
  const nearRender = nearViewport(margins.render);
  const request = async (slot: AdSlot) => {
    const sizes = sizesForViewport(slot.config, [innerWidth, innerHeight]);
    const url = creativeUrl(slot, sizes, rotations.get(slot) ?? slot.config.rotation);
    const response = await fetch(url, { credentials: 'omit' }).catch(() => null);
    if (!response || response.status !== 200) return null;
    const [width, height] = (response.headers.get('x-ad-size') ?? formatAdSize(sizes[0]!)).split('x').map(Number);
    return { url, width: width!, height: height! };
  };
  // Each creative's iframe is a new document: added one per task.
  const show = (slot: AdSlot, creative: { url: string; width: number; height: number } | null) => inOwnTask(() => {
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
