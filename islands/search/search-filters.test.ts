import { describe, expect, it } from 'vitest';
import { emptyFilters, readFilters, searchHref } from './search-filters.ts';

describe('search filters in the address', () => {
  it('round-trip through /search?filters=…', () => {
    const filters = { text: 'diesel engines', type: 'Article', websiteSchedule: 12, page: 3 };
    expect(searchHref(filters)).toBe(
      '/search?filters=%7B%22text%22%3A%22diesel+engines%22%2C%22type%22%3A%22Article%22%2C%22websiteSchedule%22%3A12%2C%22page%22%3A3%7D',
    );
    expect(readFilters(searchHref(filters).split('?')[1]!)).toEqual(filters);
  });

  it('default page 1 and no filters, leaving defaults out of the address', () => {
    expect(searchHref({ text: 'fleet' })).toBe(
      `/search?filters=${encodeURIComponent('{"text":"fleet","page":1}').replace(/%20/g, '+')}`,
    );
    expect(readFilters('filters={"text":"fleet"}')).toEqual({ ...emptyFilters, text: 'fleet' });
  });

  it('ignore what is missing or malformed', () => {
    expect(readFilters('')).toEqual(emptyFilters);
    expect(readFilters('filters=not-json')).toEqual(emptyFilters);
    expect(readFilters('filters=[1]')).toEqual(emptyFilters);
    expect(readFilters('filters={"text":5,"type":"","websiteSchedule":-1,"page":0}')).toEqual(emptyFilters);
  });
});
