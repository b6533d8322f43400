import { reportBottomHeight, setBottomOffset } from '../shared/bottom-offsets.ts';

let observer: ResizeObserver | null = null;

/** Keeps the banner's height as the page's bottom offset while it shows (the sticky ad's offset, spec public §9); 0 otherwise. */
export function trackBannerHeight(banner: HTMLElement | null): void {
  observer?.disconnect();
  observer = null;
  if (!banner || banner.hidden) setBottomOffset('banner', 0);
  // Its first report comes with the next frame: reading the height here would force a layout of
  // the whole page while it loads.
  else observer = reportBottomHeight('banner', banner);
}
