import type { SiteEngine } from '../../../builds/serve/site-engine.ts';
import type { Asset } from '../../../content-engine/assets/asset.ts';
import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';

/** The site's podcast show (podcast settings, /admin/podcasts-settings) as the podcasts block heads its episodes. */
export interface PodcastShow {
  title: string;
  url: string;
  description: string;
  image: Asset | null;
  links: { label: string; href: string }[];
}

const linkLabels = { apple: 'Apple Podcasts', spotify: 'Spotify', iheart: 'iHeart', podbean: 'Podbean' } as const;

/** The show, or null when the settings name none (no title and no link). */
export async function loadPodcastShow(
  podcast: SiteSettings['podcast'],
  engine: SiteEngine,
): Promise<PodcastShow | null> {
  const links = (Object.keys(linkLabels) as (keyof typeof linkLabels)[])
    .filter((key) => podcast.links[key])
    .map((key) => ({ label: linkLabels[key], href: podcast.links[key] }));
  if (!podcast.title && !podcast.url && links.length === 0) return null;
  const [imageId] = podcast.image;
  return {
    title: podcast.title,
    url: podcast.url,
    description: podcast.description,
    image: imageId === undefined ? null : await engine.asset(imageId),
    links,
  };
}
