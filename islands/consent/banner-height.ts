/** The custom property the sticky-bottom ad offsets itself by (spec public §9). */
export const bannerHeightProperty = '--consent-banner-height';

let observer: ResizeObserver | null = null;

/** Keeps --consent-banner-height on the root at the banner's height while it shows, 0px otherwise. */
export function trackBannerHeight(banner: HTMLElement | null): void {
  const root = document.documentElement.style;
  observer?.disconnect();
  observer = null;
  if (!banner || banner.hidden) {
    root.setProperty(bannerHeightProperty, '0px');
    return;
  }
  // The observer reports the size after the browser's own layout (its first report comes with
  // the next frame): reading it here would force a layout of the whole page while it loads.
  observer = new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
    root.setProperty(bannerHeightProperty, `${Math.ceil(height)}px`);
  });
  observer.observe(banner);
}
