import { describe, expect, it } from 'vitest';
import { externalUrl, redirectRecordTarget, sameSitePath, sameSitePathOr } from './redirect-target.ts';

/** Targets that leave the site, or that a browser might read as leaving it. */
const leaving = [
  '/\\evil.example',
  '/\\evil.example/x',
  '%2F%5Cevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/\\t/evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/%0a/evil.example',
  '/\r\n/evil.example',
  '/%0d%0a/evil.example',
  '/\\/evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '//evil.example/%2F..',
  '/..//evil.example',
  '/../..//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/x/../..//evil.example',
  'https://evil.example',
  'https://evil.example/x',
  'HTTPS://evil.example',
  'http://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  '//\\evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ' /x',
  '\t/x',
  '/x ',
  '\u00a0/x',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\u200b/evil.example',
  '/\u202e/evil.example',
  '/\ufeff/evil.example',
  '/\u3000/evil.example',
  '/\u0000/evil.example',
  '/%00/evil.example',
  '/%7f/evil.example',
  '/%20/evil.example',
  'evil.example',
  './x',
  '?x=1',
  '#x',
  '',
  `/${'a'.repeat(2000)}`,
];

/** Targets that stay on the site, and the path a browser goes to. */
const staying: [string, string][] = [
  ['/', '/'],
  ['/account', '/account'],
  ['/news/article-1?ref=mail#comments', '/news/article-1?ref=mail#comments'],
  ['/x#//evil', '/x#//evil'],
  ['/x?next=//evil.example', '/x?next=//evil.example'],
  ['/search?q=a%20b', '/search?q=a%20b'],
  ['/a/./b/../c', '/a/c'],
  ['/../x', '/x'],
  ['/a//b', '/a//b'],
  ['/%2F/evil.example', '/%2F/evil.example'],
  // Unicode lookalikes of / and \ are ordinary characters to a URL parser: percent-encoded, on the site.
  ['/\u2215\u2215evil.example', '/%E2%88%95%E2%88%95evil.example'],
  ['/\uff0f\uff0fevil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
  ['/\uff3cevil.example', '/%EF%BC%BCevil.example'],
  ['/\u29f5evil.example', '/%E2%A7%B5evil.example'],
  ['/caf\u00e9', '/caf%C3%A9'],
];

describe('the redirect-target validator', () => {
  it.each(leaving)('refuses %j', (target) => {
    expect(sameSitePath(target)).toBeNull();
    expect(sameSitePath(target, { origin: 'https://site.example' })).toBeNull();
    expect(sameSitePathOr(target, '/account')).toBe('/account');
  });

  it.each(staying)('accepts %j as %j', (target, path) => {
    expect(sameSitePath(target)).toBe(path);
    expect(sameSitePath(target, { origin: 'https://site.example' })).toBe(path);
  });

  it('resolves every accepted path to the same origin, as a browser would', () => {
    for (const [target] of staying)
      expect(new URL(sameSitePath(target)!, 'https://site.example').origin).toBe('https://site.example');
  });

  it('accepts an absolute URL only of the page’s own origin, and only when it is given', () => {
    expect(sameSitePath('https://site.example/x?y=1', { origin: 'https://site.example' })).toBe('/x?y=1');
    expect(sameSitePath('https://site.example/x')).toBeNull();
    expect(sameSitePath('https://site.example.evil.example/x', { origin: 'https://site.example' })).toBeNull();
    expect(sameSitePath('https://site.example@evil.example/x', { origin: 'https://site.example' })).toBeNull();
    expect(sameSitePath('https://user:pw@site.example/x', { origin: 'https://site.example' })).toBeNull();
    expect(sameSitePath('http://site.example/x', { origin: 'https://site.example' })).toBeNull();
  });
});

describe('redirect record targets', () => {
  it('takes site paths and absolute http(s) URLs of other sites', () => {
    expect(redirectRecordTarget('/new/page')).toBe('/new/page');
    expect(redirectRecordTarget('https://other.example/page?a=1')).toBe('https://other.example/page?a=1');
    expect(redirectRecordTarget('HTTP://Other.Example')).toBe('http://other.example/');
  });

  it.each([
    ...leaving.filter((target) => !/^https?:\/\/evil\.example/i.test(target)),
    'https://site@evil.example',
    'https:///evil.example',
    'ftp://evil.example',
    'https://evil.example\\@site.example',
  ])('refuses %j', (target) => {
    expect(redirectRecordTarget(target)).toBeNull();
  });

  it('refuses external URLs a browser would read otherwise', () => {
    for (const target of [
      'https:evil.example',
      'https:\\\\evil.example',
      'https://evil.example/\tx',
      'https://evil .example',
      '//evil.example',
    ])
      expect(externalUrl(target)).toBeNull();
  });
});
