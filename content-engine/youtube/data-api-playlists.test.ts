import { describe, expect, it } from 'vitest';
import { createDataApiPlaylists } from './data-api-playlists.ts';

const item = (videoId: unknown, title: string, publishedAt = '2026-03-01T10:00:00Z') => ({
  snippet: { title, description: `About ${title}`, publishedAt, resourceId: { kind: 'youtube#video', videoId } },
});

function api(status: number, body: unknown) {
  const asked: URL[] = [];
  const fetch = (async (url: URL) => {
    asked.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { asked, playlists: createDataApiPlaylists({ apiKey: 'KEY', baseUrl: 'https://yt.test/v3', fetch }) };
}

const request = { tenantKey: 'alpha', playlistId: 'PLabcdefghijklmnop', maxResults: 2 };

describe('the YouTube Data API adapter', () => {
  it("asks playlistItems for the playlist's snippets with the key", async () => {
    const { asked, playlists } = api(200, { items: [] });
    await playlists.playlistVideos(request);
    expect(asked).toHaveLength(1);
    const url = asked[0]!;
    expect(url.origin + url.pathname).toBe('https://yt.test/v3/playlistItems');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      part: 'snippet',
      playlistId: 'PLabcdefghijklmnop',
      maxResults: '7',
      key: 'KEY',
    });
  });

  it('gives the playable videos in playlist order, up to the number asked for', async () => {
    const { playlists } = api(200, {
      items: [
        item('aaaaaaaaaaa', 'First'),
        item('bbbbbbbbbbb', 'Private video'),
        item('"><script>x', 'Hostile id'),
        item(undefined, 'No id'),
        item('ccccccccccc', '<b>Second</b>', 'not a date'),
        item('ddddddddddd', 'Third'),
      ],
    });
    expect(await playlists.playlistVideos(request)).toEqual([
      {
        videoId: 'aaaaaaaaaaa',
        title: 'First',
        description: 'About First',
        published: Date.parse('2026-03-01T10:00:00Z'),
      },
      { videoId: 'ccccccccccc', title: '<b>Second</b>', description: 'About <b>Second</b>', published: null },
    ]);
  });

  it('gives no videos for an unknown playlist, and throws when the service fails', async () => {
    expect(await api(404, { error: {} }).playlists.playlistVideos(request)).toEqual([]);
    await expect(api(403, { error: { message: 'quota' } }).playlists.playlistVideos(request)).rejects.toThrow('403');
  });
});
