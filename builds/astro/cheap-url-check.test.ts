import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cheapCheck, slowCheck, withCheapUrlCheck } from './cheap-url-check.mjs';

/** Astro's own check (astro/dist/runtime/server/render/util.js). */
function isHttpUrl(url: string) {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
const predicate = (source: string) =>
  new Function('value', 'isHttpUrl', `return ${source};`) as (value: string, check: typeof isHttpUrl) => boolean;
const slow = predicate(slowCheck);
const cheap = predicate(cheapCheck);

describe('the cheap URL check in front of Astro’s isHttpUrl', () => {
  it('applies to the installed Astro', () => {
    const util = readFileSync(
      new URL('../../node_modules/astro/dist/runtime/server/render/util.js', import.meta.url),
      'utf8',
    );
    const rewritten = withCheapUrlCheck(util);
    expect(rewritten).not.toBeNull();
    expect(rewritten).toContain(cheapCheck);
    expect(rewritten).not.toContain(slowCheck);
  });

  it('gives the same answer as the check alone', () => {
    const values = [
      'http://example.com/?a=1&b=2',
      'HTTPS://example.com/?a&b',
      ' \u0001http://x.test/?&',
      'ht\ttp://x.test/?&',
      'h\nttps://x.test/&',
      'https\r://x.test/&',
      '{&quot;a&quot;:[0,1]}',
      'javascript:alert(1)&',
      'mailto:a@b.test?x&y',
      'httpx://a&',
      'http:&',
      'http:/x&y',
      'https:&',
      '&',
      'ftp://x.test/&',
      '/relative?a=1&b=2',
      '\u00a0http://x.test/&',
      'http//x&',
      'hTtP://x.test/a&b',
    ];
    for (const value of values) expect(cheap(value, isHttpUrl), JSON.stringify(value)).toBe(slow(value, isHttpUrl));
  });

  it('agrees on random strings built from the characters that matter', () => {
    const alphabet = [
      'h',
      't',
      'p',
      's',
      'H',
      'T',
      'P',
      'S',
      ':',
      '/',
      '&',
      ' ',
      '\t',
      '\n',
      '\r',
      '\u0001',
      'a',
      '.',
      'x',
      '?',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 5000; i++) {
      const prefix = next() < 0.5 ? (['', ' ', 'http', 'https', 'HTTP', '\t'][Math.floor(next() * 6)] ?? '') : '';
      let value = prefix;
      const length = 1 + Math.floor(next() * 14);
      for (let j = 0; j < length; j++) value += alphabet[Math.floor(next() * alphabet.length)] ?? '';
      expect(cheap(value, isHttpUrl), JSON.stringify(value)).toBe(slow(value, isHttpUrl));
    }
  });
});
