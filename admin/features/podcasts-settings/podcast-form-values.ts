import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';

export interface PickedImage {
  id: number;
  fileName: string;
  src: string;
}

type Podcast = SiteSettings['podcast'];

/** The form's values: the stored group, with the image as the picked asset (for its preview). */
export type PodcastFormValues = Omit<Podcast, 'image'> & { image: PickedImage[] };

export const podcastLinks = [
  { key: 'apple', label: 'Apple Podcasts link' },
  { key: 'spotify', label: 'Spotify link' },
  { key: 'iheart', label: 'iHeart link' },
  { key: 'podbean', label: 'Podbean link' },
] as const;

export const toFormValues = (podcast: Podcast, image: PickedImage | null): PodcastFormValues => ({
  ...podcast,
  image: image ? [image] : [],
});

/** What updateSiteSettingsGroup stores: the image by asset id. */
export const toGroupValue = ({ image, ...rest }: PodcastFormValues): Podcast => ({
  ...rest,
  image: image.map((picked) => picked.id),
});
