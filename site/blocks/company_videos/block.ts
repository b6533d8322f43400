import { z } from 'zod';
import { youtubePlaylistIdPattern } from '../../../content-engine/shared/youtube-ids.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { loadCompanyVideos, videoLimits, type CompanyVideos } from './playlist-source.ts';

/**
 * company_videos: the newest videos of the company's YouTube playlist (spec public §7
 * getYoutubePlaylistVideos, through the engine's YouTube port; ADR 0062), each in a YouTube
 * frame that loads only after functional consent. Dropped when there are no videos (spec §5).
 */
export const companyVideosBlock = defineBlockType<'company_videos', CompanyVideos | null>({
  type: 'company_videos',
  label: 'Company videos',
  group: 'Media',
  settings: blockSettingsSchema.extend({
    /** A playlist of the block's own; the page company's (its youtubePlaylistId) when blank. */
    playlistId: z
      .string()
      .trim()
      .max(64)
      .refine((value) => value === '' || youtubePlaylistIdPattern.test(value), 'Use a YouTube playlist id')
      .optional(),
    numberOfVideos: z.number().int().min(1).max(videoLimits.max).optional(),
  }),
  load: loadCompanyVideos,
  isEmpty: ({ loaded }) => !loaded || loaded.videos.length === 0,
});
