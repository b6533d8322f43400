import type { SiteEngine } from '../../../builds/serve/site-engine.ts';
import type { PlaylistVideo } from '../../../content-engine/core/youtube-playlists.ts';
import { isYoutubePlaylistId, isYoutubeVideoId } from '../../../content-engine/shared/youtube-ids.ts';
import { pageContent, textSetting, type BlockProps } from '../types.ts';

/** Videos a block shows when its settings name no number (spec public §7: maxResults 1); the most. */
export const videoLimits = { default: 1, max: 12 } as const;

/** A company's videos: its playlist and the videos to show. */
export interface CompanyVideos {
  playlistId: string;
  videos: PlaylistVideo[];
}

/**
 * The playlist a company_videos block plays: its own `playlistId` setting, else the page
 * company's (`metadata.youtubePlaylistId`); only a YouTube playlist id of the right shape.
 */
export function playlistOf({ block, page }: Pick<BlockProps, 'block' | 'page'>): string | null {
  const own = textSetting(block, 'playlistId');
  if (own) return isYoutubePlaylistId(own) ? own : null;
  const fromPage = pageContent(page)?.metadata.youtubePlaylistId;
  return isYoutubePlaylistId(fromPage) ? fromPage : null;
}

export async function loadCompanyVideos(props: BlockProps, engine: SiteEngine): Promise<CompanyVideos | null> {
  const playlistId = playlistOf(props);
  if (!playlistId) return null;
  const wanted = props.block.settings.numberOfVideos;
  const maxResults =
    Number.isInteger(wanted) && Number(wanted) >= 1 && Number(wanted) <= videoLimits.max
      ? Number(wanted)
      : videoLimits.default;
  const { videos } = await engine.youtubePlaylistVideos({ playlistId, maxResults });
  // Checked again here: the ids go into frame and link addresses.
  return { playlistId, videos: videos.filter((video) => isYoutubeVideoId(video.videoId)).slice(0, maxResults) };
}
