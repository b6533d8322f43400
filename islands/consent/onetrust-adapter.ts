import { trackBannerHeight } from './banner-height.ts';
import { setConsent } from './consent-store.ts';
import { parseOneTrustGroups } from './onetrust-groups.ts';

/** OneTrust's SDK stub; it loads the site's banner by the settings' `oneTrust.scriptId`. */
export const oneTrustStubSrc = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';

interface OneTrustWindow {
  OptanonWrapper?: () => void;
  OptanonActiveGroups?: string;
  OneTrust?: { ToggleInfoDisplay?: () => void; IsAlertBoxClosed?: () => boolean };
}

/**
 * The OneTrust consent manager (settings `oneTrust.scriptId`): loads the SDK stub with
 * data-domain-script, feeds the active groups to the consent store when OneTrust is ready
 * (OptanonWrapper) and on every change (OneTrustGroupsUpdated), and opens OneTrust's preference
 * centre from the Cookie Preferences link.
 */
export function startOneTrust(scriptId: string): void {
  const w = window as unknown as OneTrustWindow;
  const previous = w.OptanonWrapper;
  const bannerShowing = () => !(w.OneTrust?.IsAlertBoxClosed?.() ?? true);
  const apply = (groups: string | readonly string[] | undefined) => {
    setConsent(parseOneTrustGroups(groups));
    trackBannerHeight(bannerShowing() ? document.getElementById('onetrust-banner-sdk') : null);
  };
  w.OptanonWrapper = () => {
    previous?.();
    apply(w.OptanonActiveGroups);
  };
  window.addEventListener('OneTrustGroupsUpdated', (event) =>
    apply((event as CustomEvent<string[]>).detail ?? w.OptanonActiveGroups),
  );
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-consent-action="preferences"]'))
      w.OneTrust?.ToggleInfoDisplay?.();
  });
  const stub = document.createElement('script');
  stub.src = oneTrustStubSrc;
  stub.charset = 'UTF-8';
  stub.async = true;
  stub.dataset.domainScript = scriptId;
  document.head.append(stub);
}
