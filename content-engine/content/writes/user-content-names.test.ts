import { describe, expect, it } from 'vitest';
import { namespaceUserContent, userContentHref, userContentName } from './user-content-names.ts';

describe('user-content names', () => {
  it('prefixes a name once', () => {
    expect(userContentName('masthead-page-config')).toBe('user-content-masthead-page-config');
    expect(userContentName('user-content-x')).toBe('user-content-x');
    expect(userContentName('  ')).toBe('');
  });

  it('points in-page links at the prefixed names and leaves other links alone', () => {
    expect(userContentHref('#part 2')).toBe('#user-content-part%202');
    expect(userContentHref('#user-content-x')).toBe('#user-content-x');
    expect(userContentHref('#')).toBe('#');
    expect(userContentHref('/news#x')).toBe('/news#x');
    expect(userContentHref('https://example.com/#x')).toBe('https://example.com/#x');
  });

  it('drops an empty id or name', () => {
    expect(namespaceUserContent({ id: '', name: 'a', class: 'c' })).toEqual({ name: 'user-content-a', class: 'c' });
  });
});
