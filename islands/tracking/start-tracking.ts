import { startClickTracking } from './click-tracking.ts';
import { sendTrackingEvent } from './send-tracking-event.ts';

/**
 * The engine's own tracking of the page (spec public §7): the page view once per page and the
 * clicks on `[data-track]` elements. First-party, cookie-free (a per-tab session id), kept by
 * the engine for the site's reports: not gated by consent (ADR 13).
 */
export function startTracking(): void {
  void sendTrackingEvent('pageView');
  startClickTracking();
}
