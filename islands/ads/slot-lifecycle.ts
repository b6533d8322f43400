import { adConstants, shouldRefresh } from './ad-constants.ts';
import type { AdAdapter, AdSlot } from './ad-slot.ts';

// One observer tells every slot how much of it is in view.
const viewed = new Map<Element, AdSlot>();
let view: IntersectionObserver | null = null;

function watchView(slot: AdSlot) {
  view ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const watched = viewed.get(entry.target);
        if (!watched) continue;
        watched.inView = entry.intersectionRatio;
        entry.target.toggleAttribute('data-ad-visible', entry.intersectionRatio >= 0.5);
      }
    },
    { threshold: [0, 0.5, 0.76, 1] },
  );
  viewed.set(slot.el, slot);
  view.observe(slot.el);
}

function unwatchView(el: Element) {
  viewed.delete(el);
  view?.unobserve(el);
}

/** The creative a slot shows: an ad server's iframe, or a house image creative shown without one. */
export const shownCreative = (el: Element): Element | null => el.querySelector('iframe, .ad-creative');

/** A slot's creative is shown: its state says so and `ad:rendered` tells the slot's listeners (native completion). */
export function markRendered(el: HTMLElement): void {
  el.dataset.adState = 'rendered';
  el.dispatchEvent(new CustomEvent('ad:rendered', { bubbles: true }));
}

/**
 * A slot's states (spec public §4 "Ad unit"): `loaded` once a creative (an iframe, or a house
 * image creative) is added within 10 s (`empty` otherwise), `rendered` when it has loaded, and
 * `data-ad-visible` while at least half of it is in view. Refreshes every `refreshRate` seconds
 * while more than 75% is in view.
 */
export function watchSlot(slot: AdSlot, adapter: AdAdapter): void {
  const { el } = slot;
  const frames = new MutationObserver(() => {
    const creative = shownCreative(el) as HTMLElement | null;
    if (!creative || creative.dataset.watched) return;
    creative.dataset.watched = '1';
    if (el.dataset.adState !== 'rendered') el.dataset.adState = 'loaded';
    // A house image creative marks the slot rendered when its image has loaded (house-adapter.ts).
    if (creative instanceof HTMLIFrameElement) creative.addEventListener('load', () => markRendered(el));
  });
  frames.observe(el, { childList: true, subtree: true });
  setTimeout(() => {
    // An out-of-page creative shown from the house adapter's data is rendered without an element of its own.
    if (!shownCreative(el) && el.dataset.adState !== 'rendered') {
      frames.disconnect();
      el.dataset.adState = 'empty';
    }
  }, adConstants.iframeWatchMs);

  watchView(slot);

  if (slot.config.refreshRate > 0) {
    const timer = setInterval(() => {
      if (!el.isConnected) return void (clearInterval(timer), unwatchView(el), frames.disconnect());
      if (
        shownCreative(el) &&
        shouldRefresh({ inViewRatio: slot.inView, pageVisible: document.visibilityState === 'visible' })
      )
        adapter.refresh(slot);
    }, slot.config.refreshRate * 1000);
  }
}
