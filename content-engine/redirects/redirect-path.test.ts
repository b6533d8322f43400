import { describe, expect, it } from 'vitest';
import { appendQueryString, normaliseRedirectPath, redirectCandidates, splitUrl } from './redirect-path.ts';

describe('redirect paths', () => {
  it('splits a URL into path and query and drops the fragment', () => {
    expect(splitUrl('/a/b?x=1&y=2#top')).toEqual({ path: '/a/b', query: 'x=1&y=2' });
    expect(splitUrl('/a/b')).toEqual({ path: '/a/b', query: '' });
  });

  it('normalises to one leading slash, no trailing slash, lower case', () => {
    expect(normaliseRedirectPath('Old/Page/')).toBe('/old/page');
    expect(normaliseRedirectPath('//old//')).toBe('/old');
    expect(normaliseRedirectPath('/')).toBe('/');
  });

  it('offers every slash spelling an editor may have stored', () => {
    expect(redirectCandidates('/Old/Page/')).toEqual(['/old/page', '/old/page/', 'old/page', 'old/page/']);
    expect(redirectCandidates('/')).toEqual(['/', '']);
  });
});

describe('appendQueryString', () => {
  it('adds the query to a target without one', () => {
    expect(appendQueryString('/new', 'utm=x&b=2')).toBe('/new?utm=x&b=2');
  });

  it('merges with the target query, keeping the target values', () => {
    expect(appendQueryString('/new?b=1', 'b=2&c=3')).toBe('/new?b=1&c=3');
  });

  it('keeps the fragment last and works on absolute targets', () => {
    expect(appendQueryString('https://example.com/new?a=1#part', 'z=9')).toBe('https://example.com/new?a=1&z=9#part');
  });

  it('leaves the target alone when the query is empty', () => {
    expect(appendQueryString('/new', '')).toBe('/new');
  });
});
