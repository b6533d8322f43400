import type { PlaylistVideo, YoutubePlaylists } from '../core/youtube-playlists.ts';

/** How long a playlist's answer is used (spec public §7: getYoutubePlaylistVideos cacheFor 7200). */
export const playlistCacheSeconds = 7_200;

/**
 * A playlist adapter that remembers each answer for `ttlSeconds` (by tenant, playlist and number,
 * so no tenant is answered from another's local videos), asks once for concurrent requests, keeps
 * at most `maxEntries`, and remembers a failure for a minute so a dead service is not asked on
 * every render.
 */
export function cachedPlaylists(
  playlists: YoutubePlaylists,
  {
    ttlSeconds = playlistCacheSeconds,
    maxEntries = 1_000,
    now = Date.now,
  }: { ttlSeconds?: number; maxEntries?: number; now?: () => number } = {},
): YoutubePlaylists {
  const entries = new Map<string, { at: number; videos: Promise<PlaylistVideo[]>; failed?: boolean }>();
  const failureMs = 60_000;
  return {
    source: playlists.source,
    playlistVideos(request) {
      const key = JSON.stringify([request.tenantKey, request.playlistId, request.maxResults]);
      const entry = entries.get(key);
      if (entry && now() - entry.at < (entry.failed ? failureMs : ttlSeconds * 1_000)) return entry.videos;
      const fresh = { at: now(), videos: playlists.playlistVideos(request) };
      fresh.videos.catch(() => {
        const current = entries.get(key);
        if (current === fresh) entries.set(key, { ...fresh, at: now(), failed: true });
      });
      entries.delete(key);
      entries.set(key, fresh);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return fresh.videos;
    },
  };
}
