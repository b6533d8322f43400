import { onContentAdded } from '../shared/content-added.ts';
import { whenIdle } from '../shared/when-idle.ts';
import { parseAdMessage } from './ad-messages.ts';
import { readHeadJson } from '../shared/head-json.ts';
import {
  adConfigId,
  isNativeType,
  isPageLevel,
  parsePageAdConfig,
  readSlotConfig,
  type AdAdapter,
  type AdSlot,
  type PageAdConfig,
  type SlotConfig,
} from './ad-slot.ts';
import { houseAdapter } from './house-adapter.ts';
import { nearViewport } from './near-viewport.ts';
import { completeNativeSlot, renderNativeAd } from './native-ad.ts';
import { renderSkinAd } from './skin-ad.ts';
import { watchSlot } from './slot-lifecycle.ts';
import { setUpStickyAd } from './sticky-ad.ts';
import { inOwnTask } from './task-queue.ts';
import { openWelcomeAd } from './welcome-ad.ts';

/*
 * The page's one ad script: every `.ad-slot[data-ad]` (the page's placements, gam_ad blocks,
 * native slots, and those of parts added later, such as load-more) goes to one adapter — GPT
 * when the site has a GAM network code, the local house-ad server otherwise — and the creatives'
 * window messages are honoured only from the slots' own iframes.
 */
// The page's ad settings, from the head only (no body element can stand in for them).
const pageAds = parsePageAdConfig(readHeadJson(adConfigId));
// Ads start when the page is idle (at most 2 s after it is parsed, spec public §9), so their work
// never joins the islands' hydration in one long task.
if (pageAds) whenIdle(() => void boot(pageAds));

async function boot(page: PageAdConfig) {
  const slots: AdSlot[] = [];
  // What a slot's creative announces: a window message from its frame, or the fields the house
  // adapter asked for as data (out-of-page slots).
  const deliver = (slot: AdSlot, data: unknown) => {
    const ad = parseAdMessage(data);
    if (!ad) return;
    const { type } = slot.config;
    if (ad.kind === 'native' && isNativeType(slot.config)) renderNativeAd(slot, ad);
    const skinArea = document.querySelector<HTMLElement>('.ad-skin-area');
    if (ad.kind === 'skin' && isPageLevel(slot.config) && skinArea) renderSkinAd(skinArea, ad);
    if (ad.kind === 'welcome' && type === 'page') openWelcomeAd(ad);
  };
  const adapter: AdAdapter = page.network
    ? (await import('./gpt-adapter.ts')).gptAdapter(page)
    : houseAdapter(page, deliver);

  const start = (el: HTMLElement, config: SlotConfig) => {
    if (el.dataset.adState) return;
    el.dataset.adState = 'pending';
    const slot: AdSlot = { el, config, inView: 0 };
    slots.push(slot);
    if (isNativeType(config)) completeNativeSlot(slot);
    watchSlot(slot, adapter);
    adapter.start(slot);
  };
  // Ad commands after each load: this page's slots now, and those of any part added later.
  const slotSelector = '.ad-slot[data-ad]';
  // One slot per task: a home page has a dozen. Until it comes within the adapter's start margin a
  // slot costs nothing (no observers, timers or requests); page-level units have no place on the
  // page and start at once.
  const near = adapter.startMargin ? nearViewport(adapter.startMargin) : null;
  const startVisible = (el: HTMLElement) => {
    const config = readSlotConfig(el);
    if (!config || el.closest('[hidden]')) return;
    if (near && !isPageLevel(config)) near(el, () => inOwnTask(() => start(el, config)));
    else inOwnTask(() => start(el, config));
  };
  document.querySelectorAll<HTMLElement>(slotSelector).forEach(startVisible);
  // Parts added later (load-more) announce themselves; watching the whole body for added nodes
  // would run on every node the islands' hydration adds.
  onContentAdded((part) => part.querySelectorAll<HTMLElement>(slotSelector).forEach(startVisible));

  const sticky = document.querySelector<HTMLElement>('.sticky-ad');
  const stickySlot = sticky?.querySelector<HTMLElement>('.ad-slot[data-ad]');
  const stickyConfig = stickySlot && readSlotConfig(stickySlot);
  if (sticky && stickySlot && stickyConfig) setUpStickyAd(sticky, () => start(stickySlot, stickyConfig));

  addEventListener('message', (event) => {
    const slot = slots.find(({ el }) => {
      const frame = el.querySelector('iframe')?.contentWindow;
      return !!frame && !!event.source && (event.source === frame || (event.source as Window).parent === frame);
    });
    if (slot) deliver(slot, event.data);
  });
}
