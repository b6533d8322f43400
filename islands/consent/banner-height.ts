import { setBottomOffset } from '../shared/bottom-offsets.ts';

let observer: ResizeObserver | null = null;

/** Keeps the banner's height as the page's bottom offset while it shows (the sticky ad's offset, spec public §9); 0 otherwise. */
export function trackBannerHeight(banner: HTMLElement | null): void {
  observer?.disconnect();
  observer = null;
  if (!banner || banner.hidden) {
    setBottomOffset('banner', 0);
    return;
  }
  // The observer reports the size after the browser's own layout (its first report comes with
  // the next frame): reading it here would force a layout of the whole page while it loads.
  observer = new ResizeObserver(([entry]) => setBottomOffset('banner', entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0));
  observer.observe(banner);
}
