import { describe, expect, it } from 'vitest';
import { FeedFetchError, type FeedFetcher } from '../core/feed-fetcher.ts';
import { cachedFeedFetcher } from './cached-feed-fetcher.ts';

function scripted() {
  const state = { calls: 0, fail: false };
  const fetcher: FeedFetcher = {
    async fetch(url) {
      state.calls++;
      if (state.fail) throw new FeedFetchError('network', 'down');
      return { url, body: `v${state.calls}`, contentType: 'text/xml' };
    },
  };
  return { state, fetcher };
}

describe('cachedFeedFetcher', () => {
  it('answers from the cache within the TTL and fetches again after it', async () => {
    const { state, fetcher } = scripted();
    let now = 0;
    const cached = cachedFeedFetcher(fetcher, { ttlMs: 1_000, now: () => now });
    expect((await cached.fetch('u')).body).toBe('v1');
    now = 999;
    expect((await cached.fetch('u')).body).toBe('v1');
    now = 1_000;
    expect((await cached.fetch('u')).body).toBe('v2');
    expect(state.calls).toBe(2);
  });

  it('serves the last good copy when a refresh fails, until it is too old', async () => {
    const { state, fetcher } = scripted();
    let now = 0;
    const cached = cachedFeedFetcher(fetcher, { ttlMs: 1_000, staleMs: 10_000, failureMs: 500, now: () => now });
    await cached.fetch('u');
    state.fail = true;
    now = 2_000;
    expect((await cached.fetch('u')).body).toBe('v1');
    now = 2_100; // the failure is remembered: no new request
    expect((await cached.fetch('u')).body).toBe('v1');
    expect(state.calls).toBe(2);
    now = 20_000;
    await expect(cached.fetch('u')).rejects.toMatchObject({ reason: 'network' });
  });

  it('asks once for concurrent requests of the same address', async () => {
    const { state, fetcher } = scripted();
    const cached = cachedFeedFetcher(fetcher);
    await Promise.all([cached.fetch('u'), cached.fetch('u'), cached.fetch('u')]);
    expect(state.calls).toBe(1);
  });
});
