import { funnelLinkStep } from '../../content-engine/shared/registration-funnel.ts';
import { sendTrackingEvent } from './send-tracking-event.ts';

export interface FunnelLink {
  href: string;
  label: string;
  /** Where on the page the link is (linkPlacement). */
  placement: string;
}

/**
 * The registration funnel's payload for a click on a link (ADR 0069): joinLinkClick for a link
 * to the join pages of this site, loginLinkClick for one to its login page, else null.
 */
export function funnelLinkClick(link: FunnelLink, pageUrl: string) {
  let url: URL;
  try {
    url = new URL(link.href, pageUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(pageUrl).origin) return null;
  const step = funnelLinkStep(url.pathname);
  if (!step) return null;
  return {
    step,
    href: link.href.slice(0, 2_000),
    label: link.label.replace(/\s+/g, ' ').trim().slice(0, 200),
    placement: link.placement.slice(0, 60),
  };
}

/** Where a link sits: the menu it belongs to, the header, the footer, the block type, the gate, else the page. */
export function linkPlacement(link: Element): string {
  const menu = link.getAttribute('data-track-menu');
  if (menu) return `menu:${menu}`;
  if (link.closest('header')) return 'header';
  if (link.closest('footer')) return 'footer';
  if (link.closest('.gate-panel')) return 'gate';
  const blockType = [...(link.closest('.block')?.classList ?? [])].find((c) => c.startsWith('block-'));
  return blockType ? `block:${blockType.slice('block-'.length)}` : 'page';
}

/**
 * Counts clicks on join and login links wherever they are — header, menus, blocks, the gate —
 * as the funnel's link-click steps, beside whatever else the link tracks (a menu click).
 */
export function startFunnelLinkTracking(): void {
  const onClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    // The chooser's own links are a step within the join pages, not a way into them.
    if (!link || link.closest('.choose-membership')) return;
    const payload = funnelLinkClick(
      {
        href: link.getAttribute('href') ?? '',
        label: link.getAttribute('aria-label') || link.textContent || '',
        placement: linkPlacement(link),
      },
      location.href,
    );
    if (payload) void sendTrackingEvent('registration', payload);
  };
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('auxclick', onClick, { capture: true });
}
