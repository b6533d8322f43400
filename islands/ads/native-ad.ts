import { adConstants } from './ad-constants.ts';
import type { NativeAdMessage } from './ad-messages.ts';
import type { AdSlot } from './ad-slot.ts';
import { adLink, h } from './dom.ts';

const containerOf = (slot: AdSlot) => slot.el.closest<HTMLElement>('[data-native-ad]');

/**
 * Shows a native creative's fields as a card in the slot's place: 'Sponsored', the title, summary
 * and 'Learn More' (followed by ' about {title}' for screen readers and crawlers, so the link says
 * where it goes).
 */
export function renderNativeAd(slot: AdSlot, ad: NativeAdMessage): void {
  const container = containerOf(slot);
  const card = container?.querySelector('.native-ad-card');
  if (!container || !card) return;
  const label = h(
    'span',
    { class: 'native-ad-label' },
    adConstants.sponsorLabel,
    ad.labels.length ? h('span', { class: 'native-ad-sponsor' }, ` · ${ad.labels.join(', ')}`) : null,
  );
  card.replaceChildren(
    ad.nativeImagePath
      ? adLink(
          ad.nativeUrl,
          { class: 'native-ad-thumb', tabindex: '-1', 'aria-hidden': 'true' },
          h('img', { src: ad.nativeImagePath, alt: '', loading: 'lazy' }),
        )
      : '',
    h(
      'div',
      { class: 'native-ad-text' },
      label,
      h('p', { class: 'native-ad-title' }, adLink(ad.nativeUrl, {}, ad.nativeTitle)),
      ad.nativeSummary ? h('p', { class: 'native-ad-summary' }, ad.nativeSummary) : null,
      adLink(
        ad.nativeUrl,
        { class: 'native-ad-more' },
        adConstants.nativeLinkLabel,
        h('span', { class: 'native-ad-hidden' }, ` about ${ad.nativeTitle}`),
      ),
    ),
  );
  container.dataset.nativeState = 'shown';
  if (ad.nativeImpressionTrackerUrl) new Image().src = ad.nativeImpressionTrackerUrl;
}

/**
 * Native list completion (spec public §9, 500 ms): a native slot whose creative has rendered
 * without announcing a native ad within 500 ms, or that came back empty, is collapsed.
 */
export function completeNativeSlot(slot: AdSlot): void {
  const container = containerOf(slot);
  if (!container) return;
  const collapse = () => {
    if (container.dataset.nativeState !== 'shown') container.hidden = true;
  };
  slot.el.addEventListener('ad:rendered', () => setTimeout(collapse, adConstants.nativeListCompletionMs), {
    once: true,
  });
  new MutationObserver((_, observer) => {
    if (slot.el.dataset.adState !== 'empty') return;
    observer.disconnect();
    collapse();
  }).observe(slot.el, { attributes: true, attributeFilter: ['data-ad-state'] });
}
