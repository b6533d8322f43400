import { searchHref } from '../../islands/search/search-filters.ts';
import { bottomBarShown, trappedFocusIndex } from './navigation.ts';

/**
 * The header's menus in the browser (ADR 0061), WAI-ARIA's disclosure navigation pattern: a
 * `button[data-nav-toggle][aria-controls]` shows and hides its panel and says so in aria-expanded.
 * A panel marked `data-nav-overlay` (the mega menu, the hamburger sidebar) takes the focus when it
 * opens, keeps it inside while open, and closes on Escape, its close button or a click outside,
 * giving the focus back to its toggle. Plain DOM code, a few hundred bytes: no island.
 */

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '');
const toggleOf = (panel: HTMLElement) =>
  document.querySelector<HTMLElement>(`[data-nav-toggle][aria-controls="${panel.id}"]`);
const visible = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );

let openOverlay: HTMLElement | null = null;

function setOpen(toggle: HTMLElement, open: boolean, returnFocus = true) {
  const panel = panelOf(toggle);
  if (!panel) return;
  toggle.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  if (!panel.hasAttribute('data-nav-overlay')) return;
  document.documentElement.classList.toggle('nav-overlay-open', open);
  if (open) {
    if (openOverlay && openOverlay !== panel) {
      const other = toggleOf(openOverlay);
      if (other) setOpen(other, false, false);
    }
    openOverlay = panel;
    (panel.querySelector<HTMLElement>('[data-nav-autofocus]') ?? visible(panel)[0])?.focus();
  } else {
    if (openOverlay === panel) openOverlay = null;
    if (returnFocus) toggle.focus();
  }
}

function closeOverlay(returnFocus = true) {
  const toggle = openOverlay && toggleOf(openOverlay);
  if (toggle) setOpen(toggle, false, returnFocus);
}

export function startNavigation() {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const toggle = target.closest<HTMLElement>('[data-nav-toggle]');
    if (toggle) return setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
    if (target.closest('[data-nav-close]')) return closeOverlay();
    // A click outside the open overlay (its backdrop included) closes it.
    if (openOverlay && !target.closest('[data-nav-overlay] > *:not([data-nav-backdrop])')) closeOverlay();
  });

  document.addEventListener('keydown', (event) => {
    if (!openOverlay) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      return closeOverlay();
    }
    if (event.key !== 'Tab') return;
    const items = visible(openOverlay);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = current === -1 ? 0 : trappedFocusIndex(items.length, current, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  });

  // The focus never stays outside an open overlay (e.g. a click on the page behind it with a screen reader).
  document.addEventListener('focusin', (event) => {
    if (openOverlay && !openOverlay.contains(event.target as Node)) visible(openOverlay)[0]?.focus();
  });

  // The mega menu's search: /search reads its query from the `filters` parameter.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-nav-search]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = String(new FormData(form).get('text') ?? '').trim();
      window.location.assign(searchHref({ text }));
    });
  }

  // The new design's bottom bar hides once the page has scrolled off the top.
  const header = document.querySelector<HTMLElement>('[data-hide-bar-on-scroll]');
  if (header) {
    let shown = true;
    let queued = false;
    const update = () => {
      queued = false;
      const next = bottomBarShown(window.scrollY, shown);
      if (next === shown) return;
      shown = next;
      header.classList.toggle('bar-hidden', !shown);
    };
    window.addEventListener(
      'scroll',
      () => {
        if (queued) return;
        queued = true;
        requestAnimationFrame(update);
      },
      { passive: true },
    );
    update();
  }
}
