import type { TrackingEventType } from '../../content-engine/shared/tracking-events.ts';
import {
  newsletterTrackingActions,
  type newsletterTrackingSources,
} from '../../content-engine/shared/tracking-events.ts';
import { sendTrackingEvent } from './send-tracking-event.ts';

/** Tracks an event of this page from an island (registration, favourites…); never throws. */
export const track = (type: TrackingEventType, payload?: Record<string, unknown>) => sendTrackingEvent(type, payload);

/** A newsletter sign-up (spec public §7): the widget it came from and the action OptIn. */
export const trackNewsletterSubscription = ({
  source,
  newsletterIds,
}: {
  source: (typeof newsletterTrackingSources)[number];
  newsletterIds: string[];
}) => sendTrackingEvent('newsletterSubscription', { source, action: newsletterTrackingActions[0], newsletterIds });
