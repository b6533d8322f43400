import type { Knex } from 'knex';
import type { YoutubePlaylists } from '../core/youtube-playlists.ts';
import { cachedPlaylists } from './cached-playlists.ts';
import { createDataApiPlaylists } from './data-api-playlists.ts';
import { createLocalPlaylists } from './local-playlists.ts';

type Env = Record<string, string | undefined>;

/**
 * The YouTube Data API when YOUTUBE_API_KEY is set, its answers cached 7,200 s; else the local
 * adapter over the engine's database, uncached: its videos are the tenant's own items, whose
 * changes regenerate the pages that show them (their content tags), so a cache would only delay them.
 */
export function youtubePlaylistsFromEnv(env: Env, db: Knex): YoutubePlaylists {
  const apiKey = env.YOUTUBE_API_KEY?.trim();
  return apiKey ? cachedPlaylists(createDataApiPlaylists({ apiKey })) : createLocalPlaylists(db);
}
