import { searchHref } from '../../../islands/search/search-filters.ts';

/** Where the site_search box sends what was typed: the first page of /search for the trimmed text. */
export const siteSearchHref = (typed: string): string => searchHref({ text: typed.trim() });
