import { isTrackingEventType } from '../../content-engine/shared/tracking-events.ts';
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
  const label = (element.getAttribute('aria-label') || element.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 200);
  if (label) payload.label = label;
  for (const { name, value } of Array.from(element.attributes)) {
    if (name.startsWith('data-track-')) payload[name.slice('data-track-'.length).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value.slice(0, 500);
  }
  return payload;
}

/** One delegated listener for every `[data-track]` element of the page, including those islands add later. */
export function startClickTracking(): void {
  const onClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const element = (event.target as Element | null)?.closest?.('[data-track]');
    const type = element?.getAttribute('data-track');
    if (element && isTrackingEventType(type)) void sendTrackingEvent(type, clickPayload(element));
  };
  document.addEventListener('click', onClick, { capture: true });
  // A middle click opens the link in a new tab: a click too.
  document.addEventListener('auxclick', onClick, { capture: true });
}
