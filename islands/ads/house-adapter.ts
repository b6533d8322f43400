import { formatAdSize, type AdSize } from '../../content-engine/shared/ad-units.ts';
import { lazyLoadMargins } from './ad-constants.ts';
import { isPageLevel, outOfPageTypes, type AdAdapter, type AdSlot, type PageAdConfig } from './ad-slot.ts';
import { sizesForViewport } from './size-mapping.ts';
import { inOwnTask } from './task-queue.ts';
import { nearViewport } from './near-viewport.ts';
import { markRendered, shownCreative } from './slot-lifecycle.ts';

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
  /** The creative as data (JSON text): a message creative's fields, or an image creative's image and link. */
  data?: string;
}

interface ImageCreative {
  imagePath: string;
  clickUrl: string;
  altText: string;
}

/** A site path or an http(s) URL (as the engine stores them): never a script URL in the page's own origin. */
const isWebUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^(\/(?!\/)|https?:\/\/)/i.test(value);

/** An image creative from the ad server's JSON, or null when it is malformed or names a URL that is not a site path or http(s). */
export function parseImageCreative(text: string): ImageCreative | null {
  try {
    const data = JSON.parse(text) as Partial<ImageCreative> | null;
    return data && isWebUrl(data.imagePath) && isWebUrl(data.clickUrl) && typeof data.altText === 'string'
      ? { imagePath: data.imagePath, clickUrl: data.clickUrl, altText: data.altText }
      : null;
  } catch {
    return null;
  }
}

/** An image creative as a linked image in the slot, as its document would show it in an iframe. */
function imageElement(
  { imagePath, clickUrl, altText }: ImageCreative,
  width: number,
  height: number,
): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = 'ad-creative';
  link.href = clickUrl;
  link.target = '_blank';
  link.rel = 'noopener sponsored';
  const image = new Image(width, height);
  image.alt = altText;
  image.decoding = 'async';
  image.src = imagePath;
  link.append(image);
  return link;
}

/**
 * The house-ad adapter (the default): each slot asks the local ad server at the fetch margin
 * (the ad script starts it there) and shows the creative at the render margin, as GPT's lazy
 * load does. Creatives come as data, as GPT's custom native rendering hands a page an ad's
 * fields, so no slot costs a document of its own (creating a frame held the page's main thread
 * for 10–50 ms, and a sandboxed frame takes a renderer process): out-of-page slots (natives,
 * skins, the welcome ad) hand the fields to `deliver`, the page's handler of creative messages
 * (ADR 18); an image creative becomes a linked image in the slot (ADR 19). A creative the server
 * answers as a document still shows in a sandboxed iframe.
 */
export function houseAdapter(page: PageAdConfig, deliver: (slot: AdSlot, message: unknown) => void): AdAdapter {
  const rotations = new WeakMap<AdSlot, number>();
  const margins = lazyLoadMargins(innerWidth);
  const nearRender = nearViewport(margins.render);
  const request = async (slot: AdSlot): Promise<HouseCreative | null> => {
    const sizes = sizesForViewport(slot.config, [innerWidth, innerHeight]);
    const url = creativeUrl(slot, sizes, rotations.get(slot) ?? slot.config.rotation);
    const response = await fetch(url, {
      credentials: 'omit',
      headers: { accept: 'application/json, text/html;q=0.9' },
    }).catch(() => null);
    if (!response || response.status !== 200) return null;
    const [width, height] = (response.headers.get('x-ad-size') ?? formatAdSize(sizes[0]!)).split('x').map(Number);
    const data = response.headers.get('content-type')?.startsWith('application/json')
      ? await response.text().catch(() => '')
      : undefined;
    return { url, width: width!, height: height!, data };
  };
  // Each creative is shown in a task of its own (an iframe is a new document).
  const show = (slot: AdSlot, creative: HouseCreative | null) =>
    inOwnTask(() => {
      const outOfPage = outOfPageTypes.includes(slot.config.type);
      if (creative?.data !== undefined && outOfPage) {
        deliver(slot, creative.data);
        markRendered(slot.el);
        return;
      }
      const image = creative?.data !== undefined ? parseImageCreative(creative.data) : null;
      if (!creative || (creative.data !== undefined && !image)) {
        if (!shownCreative(slot.el)) slot.el.dataset.adState = 'empty';
        return;
      }
      if (image) {
        const element = imageElement(image, creative.width, creative.height);
        element.querySelector('img')!.addEventListener('load', () => markRendered(slot.el), { once: true });
        shownCreative(slot.el)?.remove();
        slot.el.append(element);
        return;
      }
      const frame = document.createElement('iframe');
      frame.title = 'Advertisement';
      frame.src = creative.url;
      frame.width = String(creative.width);
      frame.height = String(creative.height);
      frame.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
      frame.setAttribute('scrolling', 'no');
      frame.className = outOfPage ? 'ad-frame ad-frame-oop' : 'ad-frame';
      if (outOfPage) frame.tabIndex = -1;
      shownCreative(slot.el)?.remove();
      slot.el.append(frame);
    });
  return {
    startMargin: page.lazyLoad ? margins.fetch : null,
    start(slot) {
      if (!page.lazyLoad || isPageLevel(slot.config))
        return void request(slot).then((creative) => show(slot, creative));
      const pending = request(slot);
      nearRender(slot.el, () => void pending.then((creative) => show(slot, creative)));
    },
    refresh(slot) {
      rotations.set(slot, (rotations.get(slot) ?? slot.config.rotation) + 1);
      void request(slot).then((creative) => creative && show(slot, creative));
    },
  };
}
