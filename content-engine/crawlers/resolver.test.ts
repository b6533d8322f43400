import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalResolver, createSystemResolver, resolverFromEnv } from './resolver.ts';

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

describe('resolverFromEnv', () => {
  it('reads a DNS table given inline', async () => {
    const dns = resolverFromEnv({ CRAWLER_DNS: JSON.stringify(table) });
    expect(await dns.lookup('crawl-66-249-66-1.googlebot.com')).toEqual(['66.249.66.1']);
  });

  it('reads a DNS table from a JSON file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'crawler-dns-')), 'dns.json');
    writeFileSync(file, JSON.stringify(table));
    expect(await resolverFromEnv({ CRAWLER_DNS: file }).reverse('66.249.66.1')).toEqual([
      'crawl-66-249-66-1.googlebot.com',
    ]);
  });

  it('uses the system resolver without CRAWLER_DNS', () => {
    expect(resolverFromEnv({})).toMatchObject({ reverse: expect.any(Function), lookup: expect.any(Function) });
    expect(resolverFromEnv({ CRAWLER_DNS: '  ' })).toMatchObject({ reverse: expect.any(Function) });
  });

  it('refuses a CRAWLER_DNS that is not a DNS table', () => {
    expect(() => resolverFromEnv({ CRAWLER_DNS: '{"reverse": {}}' })).toThrow(/CRAWLER_DNS/);
    expect(() => resolverFromEnv({ CRAWLER_DNS: '{not json' })).toThrow();
    expect(() => resolverFromEnv({ CRAWLER_DNS: '/nonexistent/dns.json' })).toThrow();
  });
});
