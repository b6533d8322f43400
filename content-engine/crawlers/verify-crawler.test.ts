import { describe, expect, it, vi } from 'vitest';
import type { DnsResolver } from '../core/dns-resolver.ts';
import { createLocalResolver } from './resolver.ts';
import { createCrawlerVerifier, isCrawlerUserAgent, verifyCrawler } from './verify-crawler.ts';

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const resolver = createLocalResolver({
  reverse: {
    '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'],
    '2001:4860:4801:10::1': ['crawl-2001-4860-4801-10--1.googlebot.com.'],
    '203.0.113.9': ['evil.example.com'],
    '203.0.113.10': ['crawl-66-249-66-1.googlebot.com'],
    '198.51.100.7': ['rate-limited-proxy-198-51-100-7.google.com'],
  },
  forward: {
    'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'],
    'crawl-2001-4860-4801-10--1.googlebot.com': ['2001:4860:4801:10::1'],
  },
});

describe('isCrawlerUserAgent', () => {
  it("recognises Google's crawler family and nothing else", () => {
    for (const ua of [
      googlebot,
      'Googlebot-Image/1.0',
      'Mozilla/5.0 (compatible; Google-InspectionTool/1.0)',
      'GoogleOther',
      'Storebot-Google/1.0',
      'AdsBot-Google (+http://www.google.com/adsbot.html)',
      'Mediapartners-Google',
    ]) {
      expect(isCrawlerUserAgent(ua)).toBe(true);
    }
    for (const ua of [browser, 'bingbot/2.0', '', null, undefined]) expect(isCrawlerUserAgent(ua)).toBe(false);
  });
});

describe('verifyCrawler', () => {
  it('verifies Googlebot whose address resolves to a Google host and back, IPv4, mapped IPv4 and IPv6', async () => {
    expect(await verifyCrawler({ userAgent: googlebot, ip: '66.249.66.1', resolver })).toBe(true);
    expect(await verifyCrawler({ userAgent: googlebot, ip: '::ffff:66.249.66.1', resolver })).toBe(true);
    expect(await verifyCrawler({ userAgent: googlebot, ip: '2001:4860:4801:10::1', resolver })).toBe(true);
  });

  it('refuses a Google address whose user agent is not a Google crawler', async () => {
    expect(await verifyCrawler({ userAgent: browser, ip: '66.249.66.1', resolver })).toBe(false);
  });

  it('refuses an address whose PTR is not a Google host', async () => {
    expect(await verifyCrawler({ userAgent: googlebot, ip: '203.0.113.9', resolver })).toBe(false);
    expect(await verifyCrawler({ userAgent: googlebot, ip: '192.0.2.1', resolver })).toBe(false);
  });

  it('refuses a spoofed PTR: the Google host name does not resolve back to the address', async () => {
    expect(await verifyCrawler({ userAgent: googlebot, ip: '203.0.113.10', resolver })).toBe(false);
    expect(await verifyCrawler({ userAgent: googlebot, ip: '198.51.100.7', resolver })).toBe(false);
  });

  it('refuses when the resolver fails, and an address that is no IP at all', async () => {
    const failing: DnsResolver = {
      reverse: () => Promise.reject(new Error('SERVFAIL')),
      lookup: () => Promise.reject(new Error('SERVFAIL')),
    };
    expect(await verifyCrawler({ userAgent: googlebot, ip: '66.249.66.1', resolver: failing })).toBe(false);
    const forwardFails: DnsResolver = { reverse: resolver.reverse, lookup: () => Promise.reject(new Error('timeout')) };
    expect(await verifyCrawler({ userAgent: googlebot, ip: '66.249.66.1', resolver: forwardFails })).toBe(false);
    expect(await verifyCrawler({ userAgent: googlebot, ip: 'crawl.googlebot.com', resolver })).toBe(false);
  });
});

describe('createCrawlerVerifier', () => {
  const counted = () => {
    const spy = { reverse: vi.fn(resolver.reverse), lookup: vi.fn(resolver.lookup) };
    return spy;
  };

  it('asks DNS once per address for an hour, then again', async () => {
    const dns = counted();
    let clock = 0;
    const verify = createCrawlerVerifier({ resolver: dns, now: () => clock });
    expect(await verify({ userAgent: googlebot, ip: '66.249.66.1' })).toBe(true);
    clock = 3_599_999;
    expect(await verify({ userAgent: 'Googlebot-Image/1.0', ip: '66.249.66.1' })).toBe(true);
    expect(dns.reverse).toHaveBeenCalledTimes(1);
    clock = 3_600_000;
    expect(await verify({ userAgent: googlebot, ip: '66.249.66.1' })).toBe(true);
    expect(dns.reverse).toHaveBeenCalledTimes(2);
  });

  it('remembers refusals too, checks the user agent on every request and shares concurrent lookups', async () => {
    const dns = counted();
    const verify = createCrawlerVerifier({ resolver: dns, now: () => 0 });
    const answers = await Promise.all([
      verify({ userAgent: googlebot, ip: '203.0.113.10' }),
      verify({ userAgent: googlebot, ip: '203.0.113.10' }),
    ]);
    expect(answers).toEqual([false, false]);
    expect(await verify({ userAgent: browser, ip: '66.249.66.1' })).toBe(false);
    expect(dns.reverse).toHaveBeenCalledTimes(1);
  });

  it('forgets the least recently used address beyond its capacity', async () => {
    const dns = counted();
    const verify = createCrawlerVerifier({ resolver: dns, now: () => 0, maxEntries: 2 });
    for (const ip of ['66.249.66.1', '203.0.113.9', '66.249.66.1', '192.0.2.1', '66.249.66.1'])
      await verify({ userAgent: googlebot, ip });
    expect(dns.reverse.mock.calls.map(([ip]) => ip)).toEqual(['66.249.66.1', '203.0.113.9', '192.0.2.1']);
    await verify({ userAgent: googlebot, ip: '203.0.113.9' });
    expect(dns.reverse).toHaveBeenCalledTimes(4);
  });
});
