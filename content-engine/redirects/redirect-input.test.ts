import { describe, expect, it } from 'vitest';
import { createRedirectInput, localTarget, normaliseRedirectFrom } from './redirect-input.ts';

const problems = (input: Record<string, unknown>) =>
  Object.fromEntries(
    (createRedirectInput.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('redirect input', () => {
  it('stores sources the way the lookup matches them', () => {
    expect(normaliseRedirectFrom(' /Old/Page/ ')).toBe('/old/page');
    expect(normaliseRedirectFrom('/Q/?ID=5#top')).toBe('/q?id=5');
    expect(createRedirectInput.parse({ from: '/Old/', to: 'https://example.com/New' })).toEqual({
      from: '/old',
      to: 'https://example.com/New',
      code: 301,
    });
  });

  it('accepts a path or an absolute http(s) URL as target and 301 or 302', () => {
    expect(problems({ from: '/a', to: '/b', code: 302 })).toEqual({});
    expect(problems({ from: '/a', to: 'http://example.com' })).toEqual({});
    expect(problems({ from: '/a', to: 'ftp://example.com' })).toHaveProperty('to');
    expect(problems({ from: '/a', to: '//evil.example.com/x' })).toHaveProperty('to');
    expect(problems({ from: '/a', to: 'b' })).toHaveProperty('to');
    for (const to of [
      '/\\evil.example',
      '/\t/evil.example',
      '/%09/evil.example',
      '/\\/evil.example',
      '///evil.example',
      '/..//evil.example',
      'https:evil.example',
      'javascript:alert(1)',
      'https://site.example@evil.example/',
    ])
      expect(problems({ from: '/a', to }), to).toEqual({
        to: 'Must be a path starting with / or an absolute http(s) URL',
      });
    expect(problems({ from: '/\\evil.example', to: '/b' })).toHaveProperty('from');
    expect(problems({ from: '/a', to: '/b', code: 307 })).toEqual({ code: 'Must be 301 or 302' });
  });

  it('wants a source path without scheme or host, and not the home page', () => {
    expect(problems({ from: 'old', to: '/b' })).toEqual({ from: 'Must be a path starting with / (no scheme or host)' });
    expect(problems({ from: 'https://example.com/old', to: '/b' })).toEqual({
      from: 'Must be a path starting with / (no scheme or host)',
    });
    expect(problems({ from: '//example.com/old', to: '/b' })).toEqual({
      from: 'Must be a path starting with / (no scheme or host)',
    });
    expect(problems({ from: '/', to: '/b' })).toEqual({ from: 'Cannot redirect the home page' });
    expect(problems({ from: '/#top', to: '/b' })).toEqual({ from: 'Cannot redirect the home page' });
    expect(problems({ to: '/b' })).toEqual({ from: 'Field is required' });
    expect(problems({ from: '/a', to: ' ' })).toEqual({ to: 'Field is required' });
  });

  it('reads relative targets as sources for loop checks, absolute ones not at all', () => {
    expect(localTarget('/New/')).toBe('/new');
    expect(localTarget('https://example.com/new')).toBeNull();
  });
});
