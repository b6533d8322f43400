import { z } from 'zod';
import { canUseTenant } from '../../core/cms-session.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { forbidden, unauthenticated } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import type { PlaylistVideo } from '../../core/youtube-playlists.ts';
import { youtubePlaylistIdPattern } from '../../shared/youtube-ids.ts';
import { playlistCacheSeconds } from '../cached-playlists.ts';

/** Videos asked for when the input names no number (spec public §7: maxResults 1); the most. */
export const playlistVideoLimits = { default: 1, max: 12 } as const;

const inputSchema = z.object({
  playlistId: z
    .string()
    .trim()
    .regex(youtubePlaylistIdPattern, 'Give a YouTube playlist id (letters, digits, _ and -)'),
  maxResults: z.number().int().min(1).max(playlistVideoLimits.max).nullish(),
  /** Accepted for the spec's call; the engine's cache keeps answers 7,200 s whatever is asked. */
  cacheFor: z.number().int().min(0).max(playlistCacheSeconds).nullish(),
});

export interface YoutubePlaylistVideos {
  playlistId: string;
  /** 'youtube' or 'local': which adapter answered. */
  source: string;
  videos: PlaylistVideo[];
}

/**
 * A YouTube playlist's videos (spec public §7 getYoutubePlaylistVideos; ADR 0062), from the
 * engine's YouTube port: the Data API (cached 7,200 s) or the tenant's own Video items. Over
 * GraphQL only the tenant's CMS users may ask (any playlist id would otherwise spend the site's
 * API quota); the sites ask as the system through their SiteEngine. A playlist that cannot be read
 * throws: its block is left out and the page served but not stored, so it is tried again (ADR 67).
 */
export async function getYoutubePlaylistVideos({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<YoutubePlaylistVideos> {
  const { playlistId, maxResults } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  if (!ctx.system) {
    if (!ctx.cmsUser) throw unauthenticated();
    if (!canUseTenant(ctx.cmsUser, tenantKey))
      throw forbidden(`This CMS user has no access to the tenant "${tenantKey}".`);
  }
  const videos = await ctx.youtube.playlistVideos({
    tenantKey,
    playlistId,
    maxResults: maxResults ?? playlistVideoLimits.default,
  });
  return { playlistId, source: ctx.youtube.source, videos };
}
