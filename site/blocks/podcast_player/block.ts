import { z } from 'zod';
import { contentQueryTags } from '../../../content-engine/layouts/population/block-tags.ts';
import { populateContentQuery } from '../../../content-engine/layouts/population/content-query.ts';
import type { ContentNode } from '../../../content-engine/content/content-node.ts';
import { listBlockSettingsSchema, type Population } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { itemsOf, pageContent, type BlockProps } from '../types.ts';
import { podcastAudio, type PodcastAudio } from './podcast-audio.ts';

export interface PodcastEpisode {
  item: ContentNode;
  audio: PodcastAudio;
}

const defaults: Partial<Population> = { contentTypes: ['Podcast'], numberOfItems: 1 };

/**
 * The episode a player plays: on a Podcast's own page the page's item (unless `playPageItem` is
 * off), else the first item of its population that has audio.
 */
export function podcastEpisode({ block, page }: Pick<BlockProps, 'block' | 'page'>): PodcastEpisode | null {
  const own = pageContent(page);
  const candidates = own?.type === 'Podcast' && block.settings.playPageItem !== false ? [own] : itemsOf(block);
  for (const item of candidates) {
    const audio = podcastAudio(item);
    if (audio) return { item, audio };
  }
  return null;
}

/**
 * podcast_player: plays a Podcast episode: its audio file in the browser's player (nothing loads
 * before the visitor presses play), or its host's player in a frame after consent (ADR 65).
 * Dropped when there is no episode with audio.
 */
export const podcastPlayerBlock = defineBlockType({
  type: 'podcast_player',
  label: 'Podcast player',
  group: 'Media',
  settings: listBlockSettingsSchema(defaults).extend({
    /** On a Podcast's own page, play that episode (else the population's). */
    playPageItem: z.boolean().default(true),
  }),
  populate: populateContentQuery,
  defaultPopulation: defaults,
  tags: (block, page) => contentQueryTags(block, page, defaults),
  isEmpty: (props) => podcastEpisode(props) === null,
});
