import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { FeedFetchError, type FeedFetcher, type FetchedDocument } from '../core/feed-fetcher.ts';
import { isPublicAddress } from './address-rules.ts';

export interface HttpFeedFetcherOptions {
  /** IPv4 and IPv6 addresses of a host name ([] when it has none). */
  lookup: (hostname: string) => Promise<string[]>;
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  /** The most a document may weigh, in bytes. */
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * Host names (lower case, as in the URL; `*.example` for every name under example) whose
   * private addresses may be fetched: explicit configuration for a local demo or a test server
   * (EXTERNAL_FEED_PRIVATE_HOSTS), empty in production.
   */
  privateHostsAllowed?: readonly string[];
  userAgent?: string;
}

export const feedFetchDefaults = { timeoutMs: 5_000, maxBytes: 2_000_000, maxRedirects: 3 } as const;

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The addresses a URL may be fetched from, or a refusal: every address must be public unless its host is allowed. */
async function vettedAddress(url: URL, options: HttpFeedFetcherOptions): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedFetchError('scheme', `Only http and https addresses can be fetched, not ${url.protocol}`);
  if (url.username || url.password) throw new FeedFetchError('scheme', 'Addresses with credentials are not fetched');
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : await options.lookup(host).catch(() => []);
  if (addresses.length === 0) throw new FeedFetchError('dns', `${host} has no address`);
  const allowed = (options.privateHostsAllowed ?? []).some(
    (pattern) => pattern === host || (pattern.startsWith('*.') && host.endsWith(pattern.slice(1))),
  );
  if (!allowed && !addresses.every(isPublicAddress))
    throw new FeedFetchError('private-address', `${host} resolves to an address that is not public`);
  return addresses[0]!;
}

/** Connects to the vetted address only, so a second DNS answer cannot send the request elsewhere. */
const pinnedLookup =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = isIP(address);
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (declared > maxBytes) {
      response.destroy();
      return reject(new FeedFetchError('too-large', `The document is over ${maxBytes} bytes`));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new FeedFetchError('too-large', `The document is over ${maxBytes} bytes`));
      } else chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', (error) => reject(new FeedFetchError('network', error.message)));
    response.on('close', () => {
      if (!response.complete) reject(new FeedFetchError('network', 'The connection closed early'));
    });
  });
}

function get(url: URL, address: string, options: HttpFeedFetcherOptions, signal: AbortSignal) {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = send(url, {
      lookup: pinnedLookup(address),
      signal,
      headers: {
        'user-agent': options.userAgent ?? 'Masthead feed reader',
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
        'accept-encoding': 'identity',
      },
    });
    req.on('response', resolve);
    req.on('error', (error) =>
      reject(
        signal.aborted
          ? new FeedFetchError('timeout', 'The fetch took too long')
          : new FeedFetchError('network', error.message),
      ),
    );
    req.end();
  });
}

/** The real adapter: Node's HTTP client, every hop vetted and pinned to its address. */
export function createHttpFeedFetcher(options: HttpFeedFetcherOptions): FeedFetcher {
  const { timeoutMs, maxBytes, maxRedirects } = { ...feedFetchDefaults, ...options };
  return {
    async fetch(target): Promise<FetchedDocument> {
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        throw new FeedFetchError('scheme', 'Not an address');
      }
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        for (let hop = 0; ; hop++) {
          const address = await vettedAddress(url, options);
          if (controller.signal.aborted) throw new FeedFetchError('timeout', 'The fetch took too long');
          const response = await get(url, address, options, controller.signal);
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if (status >= 300 && status < 400 && location) {
            response.resume();
            if (hop >= maxRedirects) throw new FeedFetchError('status', 'Too many redirects');
            url = new URL(location, url);
            continue;
          }
          if (status !== 200) {
            response.resume();
            throw new FeedFetchError('status', `The server answered ${status}`);
          }
          const body = await readBody(response, maxBytes);
          return { url: url.href, body, contentType: String(response.headers['content-type'] ?? '') };
        }
      } catch (error) {
        if (controller.signal.aborted && !(error instanceof FeedFetchError && error.reason !== 'network'))
          throw new FeedFetchError('timeout', 'The fetch took too long');
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
