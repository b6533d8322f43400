import { atom } from 'nanostores';
import type { SearchResult } from '../../content-engine/search/search-result.ts';
import { siteClient } from '../site-client.ts';
import { emptyFilters, searchHref, type SearchFilters } from './search-filters.ts';

/** What the visitor typed (the box follows it at once; the search waits for a pause). */
export const $searchText = atom('');
/** The search being shown; kept in the address as `filters`. */
export const $searchFilters = atom<SearchFilters>(emptyFilters);
export const $searchResult = atom<{ loading: boolean; result: SearchResult | null; error: string | null }>({
  loading: false,
  result: null,
  error: null,
});

/** Spec public §9: the search input is debounced 500 ms. */
export const searchDebounceMs = 500;
export const resultsPerPage = 10;

let typing: ReturnType<typeof setTimeout> | undefined;
let latest = 0;

/** Starts from the address's filters (on mount), searching at once. */
export function startSearch(filters: SearchFilters): void {
  $searchText.set(filters.text);
  applyFilters(filters, { keepAddress: true });
}

export function typeText(text: string): void {
  $searchText.set(text);
  clearTimeout(typing);
  typing = setTimeout(() => submitText(), searchDebounceMs);
}

/** Searches for the typed text now (Enter, or the pause after typing), from page 1. */
export function submitText(): void {
  clearTimeout(typing);
  const text = $searchText.get().trim();
  if (text !== $searchFilters.get().text) applyFilters({ ...$searchFilters.get(), text, page: 1 });
}

export const chooseType = (type: string | null) => applyFilters({ ...$searchFilters.get(), type, page: 1 });
export const chooseSection = (websiteSchedule: number | null) =>
  applyFilters({ ...$searchFilters.get(), websiteSchedule, page: 1 });
export const goToPage = (page: number) => applyFilters({ ...$searchFilters.get(), page });

function applyFilters(filters: SearchFilters, { keepAddress = false } = {}): void {
  $searchFilters.set(filters);
  if (!keepAddress) window.history.replaceState(window.history.state, '', searchHref(filters));
  void runSearch(filters);
}

async function runSearch(filters: SearchFilters): Promise<void> {
  const request = ++latest;
  if (!filters.text) {
    $searchResult.set({ loading: false, result: null, error: null });
    return;
  }
  $searchResult.set({ ...$searchResult.get(), loading: true, error: null });
  const input = {
    text: filters.text,
    type: filters.type,
    websiteSchedule: filters.websiteSchedule,
    page: filters.page,
    limit: resultsPerPage,
  };
  try {
    const { searchContent } = await siteClient.query<{ searchContent: SearchResult }>('search/searchContent', {
      input,
    });
    if (request === latest) $searchResult.set({ loading: false, result: searchContent, error: null });
  } catch (error) {
    if (request === latest) $searchResult.set({ loading: false, result: null, error: (error as Error).message });
  }
}
