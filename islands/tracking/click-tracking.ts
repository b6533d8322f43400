import { isTrackingEventType } from '../../content-engine/shared/tracking-events.ts';
import { partPageDetailsAround } from './part-page-views.ts';
import { sendTrackingEvent } from './send-tracking-event.ts';

/**
 * What a tracked element says about its click: `data-track` names the event type (menuClick,
 * sectionLinkClick…), every other `data-track-*` attribute becomes a payload field
 * (`data-track-menu="footer"` → menu), plus the link's href and its label.
 */
export function clickPayload(element: Element): Record<string, string> {
  const payload: Record<string, string> = {};
  const href = element.getAttribute('href');
  if (href) payload.href = href.slice(0, 2_000);
  const label = (element.getAttribute('aria-label') || element.textContent || '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  if (label) payload.label = label;
  for (const { name, value } of Array.from(element.attributes)) {
    if (name.startsWith('data-track-'))
      payload[name.slice('data-track-'.length).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value.slice(
        0,
        500,
      );
  }
  return payload;
}

/** The tracked element a click landed on and its event type: a `[data-track]` element, or a link inside a `[data-track-links]` container (an article body). */
function trackedTarget(target: Element): { element: Element; type: string | null } | null {
  const element = target.closest('[data-track]');
  if (element) return { element, type: element.getAttribute('data-track') };
  const link = target.closest('a[href]');
  const container = link?.closest('[data-track-links]');
  return link && container ? { element: link, type: container.getAttribute('data-track-links') } : null;
}

/** One delegated listener for every tracked element of the page, including those islands and load-more add later (with their part's page details). */
export function startClickTracking(): void {
  const onClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const target = event.target as Element | null;
    const tracked = target?.closest ? trackedTarget(target) : null;
    if (tracked && isTrackingEventType(tracked.type))
      void sendTrackingEvent(tracked.type, clickPayload(tracked.element), partPageDetailsAround(tracked.element));
  };
  document.addEventListener('click', onClick, { capture: true });
  // A middle click opens the link in a new tab: a click too.
  document.addEventListener('auxclick', onClick, { capture: true });
}
