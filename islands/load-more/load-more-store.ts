import { map } from 'nanostores';
import { fragmentUrl, readFragment, type Fetched } from './fragment.ts';

export interface LoadMoreState {
  /** The HTML of the fragments shown, in order. */
  parts: string[];
  /** The fragment fetched ahead, not yet shown. */
  next: Fetched | null;
  loading: boolean;
  /** Paging stopped: nothing more, an under-filled grid, or the maximum reached. */
  done: boolean;
  /** Asked to show more while the next was still loading: show it when it arrives. */
  wanted: boolean;
}

const initial: LoadMoreState = { parts: [], next: null, loading: false, done: false, wanted: false };

/** The page's load-more (spec public §4 "Load-more"); one per page. */
export const $loadMore = map<LoadMoreState>({ ...initial });

let source: { path: string; max: number } | null = null;

async function fetchPart(index: number) {
  if (!source) return;
  $loadMore.setKey('loading', true);
  let fetched: Fetched | null = null;
  try {
    const response = await fetch(fragmentUrl(source.path, index), { headers: { accept: 'text/html' } });
    fetched = response.ok ? readFragment(await response.text()) : null;
  } catch {
    fetched = null;
  }
  $loadMore.set({ ...$loadMore.get(), loading: false, next: fetched, done: fetched === null });
  if (fetched && $loadMore.get().wanted) showNext();
}

/** Starts paging for the page at `path`: the first part is fetched ahead, unrendered. */
export function startLoadMore({ path, max }: { path: string; max: number }) {
  if (source) return;
  source = { path, max };
  void fetchPart(1);
}

/** Shows the part fetched ahead (or as soon as it arrives) and fetches the one after it. */
export function showNext() {
  const state = $loadMore.get();
  if (state.done || !source) return;
  if (!state.next) return void $loadMore.setKey('wanted', true);
  const parts = [...state.parts, state.next.html];
  const done = state.next.last || parts.length >= source.max;
  $loadMore.set({ parts, next: null, loading: false, done, wanted: false });
  if (!done) void fetchPart(parts.length + 1);
}

/** For tests: forget the page. */
export function resetLoadMore() {
  source = null;
  $loadMore.set({ ...initial });
}
