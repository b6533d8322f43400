/**
 * The sticky bottom ad (spec public §2, §4): hidden until the visitor first scrolls, then shown
 * above the consent banner (CSS: bottom: var(--consent-banner-height, 0px)) with the page padded
 * so its end can scroll clear of it; the close button removes it for this page.
 */
export function setUpStickyAd(container: HTMLElement, start: () => void): void {
  const show = () => {
    removeEventListener('scroll', show);
    container.hidden = false;
    start();
    const pad = () => (document.body.style.paddingBottom = container.isConnected ? `${container.offsetHeight}px` : '');
    new ResizeObserver(pad).observe(container);
    container.querySelector('button')?.addEventListener('click', () => {
      container.remove();
      pad();
    });
  };
  // The ad script starts when the page is idle: a visitor may have scrolled already.
  if (scrollY > 0) show();
  else addEventListener('scroll', show, { passive: true });
}
