import { isIP } from 'node:net';
import type { DnsResolver } from '../core/dns-resolver.ts';
import { normalizeHostname } from './resolver.ts';

const googleUserAgent =
  /Googlebot|Google-InspectionTool|GoogleOther|Storebot-Google|AdsBot-Google|Mediapartners-Google/i;
const googleHostSuffixes = ['.googlebot.com', '.google.com', '.googleusercontent.com'];

/** Whether a user agent claims to be one of Google's crawlers. A claim only: anyone can send it. */
export const isCrawlerUserAgent = (userAgent: string | null | undefined): boolean =>
  googleUserAgent.test(userAgent ?? '');

/** A request as crawler verification sees it. */
export interface CrawlerRequest {
  userAgent: string | null | undefined;
  ip: string;
}

/**
 * Whether a request comes from Google's crawlers: the user agent claims so, the address's PTR
 * names a host under googlebot.com, google.com or googleusercontent.com, and that host name
 * resolves back to the address (a forged PTR does not). Resolver failures count as not verified.
 */
export async function verifyCrawler({
  userAgent,
  ip,
  resolver,
}: CrawlerRequest & { resolver: DnsResolver }): Promise<boolean> {
  if (!isCrawlerUserAgent(userAgent)) return false;
  return isGoogleAddress(ip, resolver);
}

/**
 * {@link verifyCrawler} with each address's DNS answer remembered for `ttlMs` (default 1 hour),
 * for at most `maxEntries` addresses (default 10,000; the least recently used go first).
 * Concurrent requests from one address share one lookup.
 */
export function createCrawlerVerifier({
  resolver,
  now = Date.now,
  ttlMs = 3_600_000,
  maxEntries = 10_000,
}: {
  resolver: DnsResolver;
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
}): (request: CrawlerRequest) => Promise<boolean> {
  const cache = new Map<string, { until: number; verified: Promise<boolean> }>();
  return async ({ userAgent, ip }) => {
    if (!isCrawlerUserAgent(userAgent)) return false;
    const key = normalizeIp(ip);
    const cached = cache.get(key);
    cache.delete(key);
    if (cached && cached.until > now()) {
      cache.set(key, cached);
      return cached.verified;
    }
    for (const oldest of cache.keys()) {
      if (cache.size < maxEntries) break;
      cache.delete(oldest);
    }
    const entry = { until: now() + ttlMs, verified: isGoogleAddress(key, resolver) };
    cache.set(key, entry);
    return entry.verified;
  };
}

async function isGoogleAddress(ip: string, resolver: DnsResolver): Promise<boolean> {
  const address = normalizeIp(ip);
  if (!isIP(address)) return false;
  try {
    const hosts = (await resolver.reverse(address))
      .map(normalizeHostname)
      .filter((host) => googleHostSuffixes.some((suffix) => host.endsWith(suffix)));
    for (const host of hosts) {
      if ((await resolver.lookup(host)).some((forward) => normalizeIp(forward) === address)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/** Lower case; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as plain IPv4. */
function normalizeIp(ip: string): string {
  const address = ip.trim().toLowerCase();
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
