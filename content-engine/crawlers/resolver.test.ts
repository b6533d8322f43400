import { describe, expect, it } from 'vitest';
import { createLocalResolver, createSystemResolver } from './resolver.ts';

const table = {
  reverse: { '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'] },
  forward: { 'Crawl-66-249-66-1.googlebot.com.': ['66.249.66.1'] },
};

describe('local resolver', () => {
  it('answers from its table, matching host names without case or trailing dot, and [] for the rest', async () => {
    const dns = createLocalResolver(table);
    expect(await dns.reverse('66.249.66.1')).toEqual(['crawl-66-249-66-1.googlebot.com']);
    expect(await dns.lookup('crawl-66-249-66-1.GOOGLEBOT.com')).toEqual(['66.249.66.1']);
    expect(await dns.reverse('192.0.2.1')).toEqual([]);
    expect(await dns.lookup('example.com')).toEqual([]);
  });
});

describe('system resolver', () => {
  it('answers [] instead of failing', async () => {
    expect(await createSystemResolver().reverse('not an address')).toEqual([]);
  });
});
