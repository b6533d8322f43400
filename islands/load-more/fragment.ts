/** Load-more modes that show the layout's secondary grid, or next content pages; click or scroll. */
export const loadMoreModes = ['custom-click', 'custom-scroll', 'page-click', 'page-scroll'] as const;
export type LoadMoreMode = (typeof loadMoreModes)[number];

/** Default max page scrolls (spec public §9). */
export const maxLoadMoreParts = 8;

/** The address of the `index`-th (1-based) load-more fragment of the page at `path`: the same for every visitor, so it is stored like a page. */
export const fragmentUrl = (path: string, index: number) => `/__fragment/load-more/${index}${path === '/' ? '' : path}`;

/** A fetched fragment: its HTML and whether paging stops after it; null when there is nothing (the end). */
export interface Fetched {
  html: string;
  last: boolean;
}

/** Reads the marker the fragment page puts on its root: `data-load-more="more|last|end"`. */
export function readFragment(html: string): Fetched | null {
  const state = /data-load-more="(more|last|end)"/.exec(html)?.[1];
  if (!state || state === 'end') return null;
  return { html, last: state === 'last' };
}
