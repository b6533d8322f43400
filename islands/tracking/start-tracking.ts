import { trackBlueConicRedirect } from './blueconic-redirect.ts';
import { startClickTracking } from './click-tracking.ts';
import { startFunnelLinkTracking } from './funnel-links.ts';
import { sendTrackingEvent } from './send-tracking-event.ts';

/**
 * The engine's own tracking of the page (spec public §7): the page view once per page, the arrival
 * through a BlueConic redirect, and the clicks on `[data-track]` elements. First-party,
 * cookie-free (a per-tab session id), kept by the engine for the site's reports: not gated by
 * consent (ADR 13). Load-more parts send their own page views (part-page-views.ts).
 */
export function startTracking(): void {
  void sendTrackingEvent('pageView');
  trackBlueConicRedirect();
  startClickTracking();
  startFunnelLinkTracking();
}
