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
  const update = () => root.setProperty(bannerHeightProperty, `${Math.ceil(banner.getBoundingClientRect().height)}px`);
  update();
  observer = new ResizeObserver(update);
  observer.observe(banner);
}
