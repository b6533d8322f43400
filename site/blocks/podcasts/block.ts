import { listBlockType } from '../shared/list-block-type.ts';

/** podcasts: podcast episodes by default (rendered by ContentList, ADR 41). */
export const podcastsBlock = listBlockType(
  'podcasts',
  { label: 'Podcasts', group: 'Content lists' },
  { contentTypes: ['Podcast'], numberOfItems: 6 },
);
