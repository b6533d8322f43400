import { FeedFetchError, type FeedFetcher, type FetchedDocument } from '../core/feed-fetcher.ts';

export const feedCacheDefaults = {
  /** A fetched document is used this long before it is fetched again. */
  ttlMs: 15 * 60_000,
  /** ...and, when fetching it again fails, served stale this long. */
  staleMs: 24 * 60 * 60_000,
  /** A failure is remembered this long, so a dead feed is not asked on every render. */
  failureMs: 60_000,
  maxEntries: 500,
} as const;

type Entry = { at: number; document: FetchedDocument } | { at: number; error: FeedFetchError };

/**
 * A fetcher that remembers documents by address (they are public and the same for every tenant),
 * serves the last good copy when a refresh fails, and asks once for concurrent requests.
 */
export function cachedFeedFetcher(
  fetcher: FeedFetcher,
  { now = Date.now, ...options }: Partial<Record<keyof typeof feedCacheDefaults, number>> & { now?: () => number } = {},
): FeedFetcher {
  const { ttlMs, staleMs, failureMs, maxEntries } = { ...feedCacheDefaults, ...options };
  const entries = new Map<string, Entry>();
  const lastGood = new Map<string, { at: number; document: FetchedDocument }>();
  const inFlight = new Map<string, Promise<FetchedDocument>>();
  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxEntries) map.delete(map.keys().next().value!);
  };

  const refresh = (url: string) => {
    const pending = fetcher
      .fetch(url)
      .then((document) => {
        remember(entries, url, { at: now(), document });
        remember(lastGood, url, { at: now(), document });
        return document;
      })
      .catch((error: unknown) => {
        const failure = error instanceof FeedFetchError ? error : new FeedFetchError('network', String(error));
        remember(entries, url, { at: now(), error: failure });
        const stale = lastGood.get(url);
        if (stale && now() - stale.at < staleMs) return stale.document;
        throw failure;
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
    return pending;
  };

  return {
    fetch(url) {
      const entry = entries.get(url);
      if (entry && 'document' in entry && now() - entry.at < ttlMs) return Promise.resolve(entry.document);
      if (entry && 'error' in entry && now() - entry.at < failureMs) {
        const stale = lastGood.get(url);
        return stale && now() - stale.at < staleMs ? Promise.resolve(stale.document) : Promise.reject(entry.error);
      }
      return inFlight.get(url) ?? refresh(url);
    },
  };
}
