import type { ServerPageDetails } from './page-config.ts';
import { sendTrackingEvent } from './send-tracking-event.ts';

/** A load-more part's details as the server wrote them on its root (site/lib/load-more-page-details.ts). */
export type PartPageDetails = ServerPageDetails & { path: string; scrollPage: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The details on a part's root, or null when the element is none or they are malformed. */
export function readPartPageDetails(root: Element | null): PartPageDetails | null {
  try {
    const value: unknown = JSON.parse(root?.getAttribute('data-page-details') ?? '');
    if (!isRecord(value) || typeof value.path !== 'string' || !value.path.startsWith('/')) return null;
    if (typeof value.scrollPage !== 'number') return null;
    return value as PartPageDetails;
  } catch {
    return null;
  }
}

/**
 * The details of the load-more part an element is in, or undefined on the page itself. Only a
 * part's root counts — the direct child of the island's slot — so no markup inside a part (an
 * article body) can stand in for it.
 */
export function partPageDetailsAround(element: Element): PartPageDetails | undefined {
  return readPartPageDetails(element.closest('.load-more-part-slot > [data-page-details]')) ?? undefined;
}

const sent = new Set<number>();

/**
 * The page view of a part the visitor was shown (spec public §4 load-more, §7): once per scroll
 * page, with the part's details — its path and title for a next page, its scroll page and the
 * item it was loaded below.
 */
export function trackPartPageView(slot: Element): void {
  const details = readPartPageDetails(slot.querySelector(':scope > [data-page-details]'));
  if (!details || sent.has(details.scrollPage)) return;
  sent.add(details.scrollPage);
  void sendTrackingEvent('pageView', undefined, details);
}
