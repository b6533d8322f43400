/**
 * The videos of a YouTube playlist (the company_videos block, spec public §7
 * getYoutubePlaylistVideos; ADR 0062): the YouTube Data API by configuration, otherwise the
 * local adapter over the tenant's own published Video items. Newest first; [] for an unknown
 * or empty playlist. Throws only when the service cannot be asked (the block then fails: ADR 67).
 */
export interface YoutubePlaylists {
  /** 'youtube' or 'local': which adapter answers. */
  readonly source: string;
  playlistVideos(request: PlaylistRequest): Promise<PlaylistVideo[]>;
}

export interface PlaylistRequest {
  /** The tenant whose page asks (the local adapter reads only its videos). */
  tenantKey: string;
  /** A playlist id of the right shape (shared/youtube-ids.ts); adapters may assume it. */
  playlistId: string;
  maxResults: number;
}

/** One video of a playlist, as text: the site escapes it. */
export interface PlaylistVideo {
  /** An 11-character YouTube video id (shared/youtube-ids.ts). */
  videoId: string;
  title: string;
  description: string;
  /** When it was published (epoch ms), or null. */
  published: number | null;
}
