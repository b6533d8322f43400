import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { videoEmbedUrl } from '../../lib/video-embed.ts';
import { pageContent } from '../types.ts';

/** video_player: the page item's embed code, from a supported video host. */
export const videoPlayerBlock = defineBlockType({
  type: 'video_player',
  label: 'Video player',
  group: 'Media',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => !videoEmbedUrl(pageContent(page)?.embedCode),
});
