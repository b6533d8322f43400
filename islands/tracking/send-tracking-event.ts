import { trackingEvents, type TrackingEventType } from '../../content-engine/shared/tracking-events.ts';
import { csrfHeader, csrfHeaderValue } from '../../content-engine/shared/session-cookies.ts';
import { sessionId } from '../shared/session-id.ts';
import { currentPageDetails, type ServerPageDetails } from './page-config.ts';

/** A network failure (offline, blocked, the page going away): not worth a console line (spec public §8). */
export const isFailedToFetch = (error: unknown) =>
  error instanceof TypeError && /failed to fetch|networkerror|load failed|fetch failed/i.test(error.message);

/** Reports a tracking failure the way spec public §8 says: in the console only, failed-to-fetch ignored. */
export function reportTrackingError(type: string, error: unknown): void {
  if (!isFailedToFetch(error)) console.error(`Tracking ${type} failed:`, error);
}

/**
 * Sends one tracking event (spec public §7) to the engine with this page's details; never throws.
 * The document is derived from the event table, so no operation document is downloaded first;
 * `keepalive` lets a click's event outlive the navigation it starts. `page` is the server's details
 * of a part loaded into the page (load-more), when the event happened there.
 */
export async function sendTrackingEvent(
  type: TrackingEventType,
  payload?: Record<string, unknown>,
  page?: ServerPageDetails & { path?: string },
): Promise<void> {
  try {
    const name = trackingEvents[type];
    // The site user's token goes as its HttpOnly cookie, which the CSRF header lets the engine honour.
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'tenant-domain': location.host,
      [csrfHeader]: csrfHeaderValue,
    };
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      keepalive: true,
      body: JSON.stringify({
        query: `mutation($input:TrackingEventInput!){${name}(input:$input){ok}}`,
        variables: { input: { sessionId: sessionId(), page: currentPageDetails(page), payload } },
      }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    if (body.errors?.length) reportTrackingError(type, new Error(body.errors[0]!.message));
  } catch (error) {
    reportTrackingError(type, error);
  }
}
