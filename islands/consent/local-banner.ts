import { trackBannerHeight } from './banner-height.ts';
import { readCookie } from '../../content-engine/client/cookies.ts';
import { allCategories, consentCookie, consentCookieName, parseConsent } from './consent-cookie.ts';
import { $consent, setConsent } from './consent-store.ts';
import type { ConsentCategory } from '../../content-engine/shared/consent-categories.ts';

/** The banner of the page (site/components/ConsentAndTracking.astro), hidden in the HTML every visitor gets. */
const bannerOf = () => document.getElementById('consent-banner');

function showBanner(show: boolean) {
  const banner = bannerOf();
  if (banner) banner.hidden = !show;
  trackBannerHeight(banner);
}

/** Records the visitor's answer: the cookie, the store, and the banner goes. */
export function answerConsent(allowed: Iterable<ConsentCategory>): void {
  const categories = [...allowed];
  document.cookie = consentCookie(categories, { now: new Date(), secure: location.protocol === 'https:' });
  showBanner(false);
  setConsent(categories);
}

export const openLocalPreferences = () =>
  void import('./preferences-dialog.ts').then(({ openPreferences }) =>
    openPreferences({ allowed: $consent.get(), onAnswer: answerConsent }),
  );

const actions: Record<string, () => void> = {
  accept: () => answerConsent(allCategories),
  reject: () => answerConsent([]),
  preferences: openLocalPreferences,
};

/**
 * The local consent manager (no OneTrust id in the settings): a remembered answer applies at once;
 * otherwise the banner shows (fixed at the bottom, so nothing moves) until the visitor answers.
 */
export function startLocalBanner(): void {
  const saved = parseConsent(readCookie(consentCookieName));
  if (saved) setConsent(saved);
  else showBanner(true);
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-consent-action]');
    const action = button && actions[button.getAttribute('data-consent-action') ?? ''];
    if (action) action();
  });
}
