import { describe, expect, it } from 'vitest';
import { readFilters } from '../../../islands/search/search-filters.ts';
import { siteSearchHref } from './site-search-href.ts';

const filtersOf = (href: string) => JSON.parse(new URLSearchParams(href.split('?')[1]).get('filters')!);

describe('the site_search box', () => {
  it('opens the first page of /search for the trimmed text, with no type or section filter', () => {
    const href = siteSearchHref('  diesel engines ');
    expect(href.startsWith('/search?filters=')).toBe(true);
    expect(filtersOf(href)).toEqual({ text: 'diesel engines', page: 1 });
    expect(readFilters(href.split('?')[1]!)).toEqual({
      text: 'diesel engines',
      type: null,
      websiteSchedule: null,
      page: 1,
    });
  });

  it('opens /search with empty text when nothing was typed', () => {
    expect(filtersOf(siteSearchHref('   '))).toEqual({ text: '', page: 1 });
  });
});
