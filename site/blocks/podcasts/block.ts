import { defineBlockType } from '../block-type.ts';
import { listBlockType } from '../shared/list-block-type.ts';
import { listIsEmpty } from '../shared/empty-rules.ts';
import { loadPodcastShow, type PodcastShow } from './podcast-show.ts';

const episodes = listBlockType(
  'podcasts',
  { label: 'Podcasts', group: 'Content lists' },
  { contentTypes: ['Podcast'], numberOfItems: 6 },
);

/**
 * podcasts: the site's show (podcast settings) above podcast episodes (rendered by ContentList,
 * ADR 41); dropped only when it has neither.
 */
export const podcastsBlock = defineBlockType<'podcasts', PodcastShow | null>({
  ...episodes,
  load: ({ settings }, engine) => loadPodcastShow(settings.podcast, engine),
  isEmpty: (props) => listIsEmpty(props) && !props.loaded,
});
