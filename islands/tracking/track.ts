import type {
  NewsletterTrackingAction,
  NewsletterTrackingSource,
  TrackingEventType,
} from '../../content-engine/shared/tracking-events.ts';
import { sendTrackingEvent } from './send-tracking-event.ts';

/** Tracks an event of this page from an island (registration, favourites…); never throws. */
export const track = (type: TrackingEventType, payload?: Record<string, unknown>) => sendTrackingEvent(type, payload);

/**
 * A newsletter change (spec public §3 enumerations, §7): where it was made — the subscribe widget
 * (NlWidgetUnauthenticated, NlWidgetAuthenticated), the account page (Account), registration
 * (Registration) — and whether it opted in (the default) or out.
 */
export const trackNewsletterSubscription = ({
  source,
  action = 'OptIn',
  newsletterIds,
}: {
  source: NewsletterTrackingSource;
  action?: NewsletterTrackingAction;
  newsletterIds: string[];
}) => sendTrackingEvent('newsletterSubscription', { source, action, newsletterIds });
