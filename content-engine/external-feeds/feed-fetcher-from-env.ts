import { lookup } from 'node:dns/promises';
import type { FeedFetcher } from '../core/feed-fetcher.ts';
import { cachedFeedFetcher } from './cached-feed-fetcher.ts';
import { createHttpFeedFetcher } from './http-feed-fetcher.ts';

type Env = Record<string, string | undefined>;

// Names under .localhost are this machine (RFC 6761), as browsers resolve them; the system's resolver may not.
const systemLookup = async (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost')
    ? ['127.0.0.1']
    : (await lookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address);

/**
 * The external feed fetcher of an engine: Node's HTTP client over the system's DNS, cached.
 * EXTERNAL_FEED_PRIVATE_HOSTS (comma-separated host names, `*.localhost` for all under it) lets
 * a local demo or test read feeds served on this machine; unset (production) no private address is fetched.
 */
export function feedFetcherFromEnv(env: Env): FeedFetcher {
  const privateHostsAllowed = (env.EXTERNAL_FEED_PRIVATE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const timeoutMs = Number(env.EXTERNAL_FEED_TIMEOUT_MS) || undefined;
  return cachedFeedFetcher(createHttpFeedFetcher({ lookup: systemLookup, privateHostsAllowed, timeoutMs }));
}
