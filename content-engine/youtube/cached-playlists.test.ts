import { describe, expect, it } from 'vitest';
import type { PlaylistRequest, YoutubePlaylists } from '../core/youtube-playlists.ts';
import { cachedPlaylists, playlistCacheSeconds } from './cached-playlists.ts';

function scripted() {
  const state = { calls: 0, fail: false };
  const playlists: YoutubePlaylists = {
    source: 'youtube',
    async playlistVideos({ tenantKey, playlistId }) {
      state.calls++;
      if (state.fail) throw new Error('quota');
      return [
        {
          videoId: 'abcdefghijk',
          title: `${tenantKey} ${playlistId} v${state.calls}`,
          description: '',
          published: null,
        },
      ];
    },
  };
  return { state, playlists };
}

const request = (over: Partial<PlaylistRequest> = {}): PlaylistRequest => ({
  tenantKey: 'alpha',
  playlistId: 'PLaaaaaaaaaaaaaaaa',
  maxResults: 1,
  ...over,
});
const title = async (p: YoutubePlaylists, r = request()) => (await p.playlistVideos(r))[0]?.title;

describe('cachedPlaylists', () => {
  it('keeps an answer 7,200 seconds (spec: cacheFor 7200) and asks again after', async () => {
    const { state, playlists } = scripted();
    let now = 0;
    const cached = cachedPlaylists(playlists, { now: () => now });
    expect(playlistCacheSeconds).toBe(7_200);
    expect(await title(cached)).toBe('alpha PLaaaaaaaaaaaaaaaa v1');
    now = 7_199_999;
    expect(await title(cached)).toBe('alpha PLaaaaaaaaaaaaaaaa v1');
    now = 7_200_000;
    expect(await title(cached)).toBe('alpha PLaaaaaaaaaaaaaaaa v2');
    expect(state.calls).toBe(2);
  });

  it('keeps tenants, playlists and numbers apart', async () => {
    const { state, playlists } = scripted();
    const cached = cachedPlaylists(playlists);
    await title(cached);
    expect(await title(cached, request({ tenantKey: 'beta' }))).toBe('beta PLaaaaaaaaaaaaaaaa v2');
    await title(cached, request({ playlistId: 'PLbbbbbbbbbbbbbbbb' }));
    await title(cached, request({ maxResults: 2 }));
    expect(state.calls).toBe(4);
  });

  it('asks once for concurrent requests', async () => {
    const { state, playlists } = scripted();
    const cached = cachedPlaylists(playlists);
    await Promise.all([title(cached), title(cached), title(cached)]);
    expect(state.calls).toBe(1);
  });

  it('remembers a failure for a minute, then asks again', async () => {
    const { state, playlists } = scripted();
    let now = 0;
    const cached = cachedPlaylists(playlists, { now: () => now });
    state.fail = true;
    await expect(cached.playlistVideos(request())).rejects.toThrow('quota');
    now = 59_999;
    await expect(cached.playlistVideos(request())).rejects.toThrow('quota');
    expect(state.calls).toBe(1);
    state.fail = false;
    now = 60_000;
    expect(await title(cached)).toBe('alpha PLaaaaaaaaaaaaaaaa v2');
  });

  it('holds at most maxEntries answers', async () => {
    const { state, playlists } = scripted();
    const cached = cachedPlaylists(playlists, { maxEntries: 2 });
    for (const tenantKey of ['a', 'b', 'c']) await title(cached, request({ tenantKey }));
    await title(cached, request({ tenantKey: 'a' }));
    expect(state.calls).toBe(4);
  });
});
