import { z } from 'zod';
import type { ExternalFeed } from '../../../content-engine/external-feeds/operations/get-rss-feed-content-stream.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { textSetting } from '../types.ts';

/** Items shown when the block names no number (spec: getRSSFeedContentStream's limit). */
export const defaultFeedItems = 5;

const isHttpUrl = (value: string) => /^https?:\/\/[^/]/i.test(value) && URL.canParse(value);

/**
 * external_rss_feed: the newest items of an RSS or Atom feed at `url` (read by the engine's feed
 * fetcher, ADR 0064), as escaped text with http(s) links; dropped when the feed gives no items.
 */
export const externalRssFeedBlock = defineBlockType<'external_rss_feed', ExternalFeed | null>({
  type: 'external_rss_feed',
  label: 'External RSS feed',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    url: z.string().max(2000).optional(),
    numberOfItems: z.number().int().min(1).max(50).optional(),
    showDescriptions: z.boolean().optional(),
  }),
  load: async ({ block }, engine) => {
    const url = textSetting(block, 'url');
    if (!isHttpUrl(url)) return null;
    const wanted = block.settings.numberOfItems;
    const limit = typeof wanted === 'number' && wanted >= 1 && wanted <= 50 ? Math.floor(wanted) : defaultFeedItems;
    return engine.externalFeed({ url, limit });
  },
  isEmpty: ({ loaded }) => !loaded || loaded.items.length === 0,
});
