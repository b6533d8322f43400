import type { Knex } from 'knex';
import { systemClock, type Clock } from '../core/clock.ts';
import { wherePublic } from '../core/content-visibility.ts';
import { readJsonObject } from '../core/rows.ts';
import type { PlaylistVideo, YoutubePlaylists } from '../core/youtube-playlists.ts';
import { youtubeVideoIdIn } from '../shared/youtube-ids.ts';

/** Candidates read before the exact filter: a playlist is a handful of videos, a tenant's Video items many. */
const scanLimit = 500;

/**
 * The embedded adapter (works offline): a playlist is the tenant's public Video items whose
 * `metadata.youtubePlaylistId` names it and whose embed code is a YouTube video, newest first.
 * Only the asking tenant's items are read, so a playlist id another tenant uses shows nothing of it.
 */
export function createLocalPlaylists(db: Knex, now: Clock = systemClock): YoutubePlaylists {
  return {
    source: 'local',
    async playlistVideos({ tenantKey, playlistId, maxResults }) {
      const rows: Record<string, unknown>[] = await wherePublic(
        db('content').where({ 'content.tenant_key': tenantKey, 'content.type': 'Video' }),
        now(),
      )
        // A narrowing only (`_` is a LIKE wildcard): the exact match is below.
        .where('content.metadata', 'like', `%${playlistId}%`)
        .orderBy([
          { column: 'content.published', order: 'desc' },
          { column: 'content.id', order: 'desc' },
        ])
        .limit(scanLimit)
        .select('content.name', 'content.teaser', 'content.embed_code', 'content.metadata', 'content.published');
      const videos: PlaylistVideo[] = [];
      for (const row of rows) {
        if (readJsonObject(row, 'metadata').youtubePlaylistId !== playlistId) continue;
        const videoId = youtubeVideoIdIn(typeof row.embed_code === 'string' ? row.embed_code : null);
        if (!videoId) continue;
        videos.push({
          videoId,
          title: String(row.name ?? ''),
          description: typeof row.teaser === 'string' ? row.teaser : '',
          published: row.published === null || row.published === undefined ? null : Number(row.published),
        });
        if (videos.length >= maxResults) break;
      }
      return videos;
    },
  };
}
