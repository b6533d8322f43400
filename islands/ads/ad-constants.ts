/** Ad constants of spec public §9. */
export const adConstants = {
  fetchMarginPercent: 100,
  renderMarginPercent: 50,
  mobileScaling: 2,
  /** Refresh only while more than this share of the slot is in view. */
  refreshInViewRatio: 0.75,
  nativeListCompletionMs: 500,
  iframeWatchMs: 10_000,
  sponsorLabel: 'Sponsored',
  nativeLinkLabel: 'Learn More',
} as const;

/** Viewports narrower than this count as mobile (GPT's mobile scaling). */
export const mobileMaxWidth = 767;

/** IntersectionObserver root margins of the lazy load: fetch and render, scaled on mobile. */
export function lazyLoadMargins(viewportWidth: number): { fetch: string; render: string } {
  const scale = viewportWidth <= mobileMaxWidth ? adConstants.mobileScaling : 1;
  return {
    fetch: `${adConstants.fetchMarginPercent * scale}% 0px`,
    render: `${adConstants.renderMarginPercent * scale}% 0px`,
  };
}

/** Whether a refresh due now goes ahead: more than 75% in view, on a visible page. */
export const shouldRefresh = ({ inViewRatio, pageVisible }: { inViewRatio: number; pageVisible: boolean }) =>
  pageVisible && inViewRatio > adConstants.refreshInViewRatio;
