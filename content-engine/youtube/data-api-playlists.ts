import { z } from 'zod';
import type { PlaylistVideo, YoutubePlaylists } from '../core/youtube-playlists.ts';
import { isYoutubeVideoId } from '../shared/youtube-ids.ts';

const snippet = z.object({
  title: z.string().catch(''),
  description: z.string().catch(''),
  publishedAt: z.string().optional(),
  resourceId: z.object({ videoId: z.string().optional() }).optional(),
});
const answer = z.object({
  items: z.array(z.object({ snippet: snippet.optional(), contentDetails: z.looseObject({}).optional() })).catch([]),
});

// YouTube lists removed and private videos of a playlist under these titles, with no player.
const unavailableTitles = new Set(['Private video', 'Deleted video']);

/**
 * The YouTube Data API v3 adapter (playlistItems.list, part snippet; one quota unit a call): a
 * playlist's playable videos in the playlist's order. `baseUrl` is for tests; the key is sent only
 * to it. A failed call throws (the caller logs it and shows no videos).
 */
export function createDataApiPlaylists({
  apiKey,
  baseUrl = 'https://www.googleapis.com/youtube/v3',
  timeoutMs = 5_000,
  fetch: fetchImpl = fetch,
}: {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): YoutubePlaylists {
  return {
    source: 'youtube',
    async playlistVideos({ playlistId, maxResults }) {
      const url = new URL(`${baseUrl}/playlistItems`);
      url.search = new URLSearchParams({
        part: 'snippet',
        playlistId,
        // The API gives at most 50 a page; ask a few more than wanted, since some may be unavailable.
        maxResults: String(Math.min(50, maxResults + 5)),
        key: apiKey,
      }).toString();
      const response = await fetchImpl(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
        redirect: 'error',
      });
      // An unknown playlist is a 404: no videos, not a failure.
      if (response.status === 404) return [];
      if (!response.ok) throw new Error(`YouTube playlistItems answered ${response.status}`);
      const { items } = answer.parse(await response.json());
      const videos: PlaylistVideo[] = [];
      for (const item of items) {
        const videoId = item.snippet?.resourceId?.videoId;
        if (!item.snippet || !isYoutubeVideoId(videoId) || unavailableTitles.has(item.snippet.title)) continue;
        const published = item.snippet.publishedAt ? Date.parse(item.snippet.publishedAt) : NaN;
        videos.push({
          videoId,
          title: item.snippet.title.slice(0, 300),
          description: item.snippet.description.slice(0, 2_000),
          published: Number.isFinite(published) ? published : null,
        });
      }
      return videos.slice(0, maxResults);
    },
  };
}
