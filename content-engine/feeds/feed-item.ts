import type { ContentNode } from '../content/content-node.ts';

/** One entry of a section feed: what an RSS item needs, nothing more. */
export interface FeedItem {
  id: number;
  title: string;
  /** Absolute canonical URL of the item's page. */
  url: string;
  /** Absolute /{id} URL: resolves to the item even after its alias changes, so readers keep one entry. */
  permalink: string;
  /** The teaser, without tags. */
  summary: string;
  published: number;
  authors: string[];
  /** The primary section's name. */
  category: string | null;
  image: { url: string; width: number | null; height: number | null } | null;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const absolute = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);

/** Maps a hydrated, published item to its feed entry. */
export function toFeedItem(node: ContentNode, origin: string): FeedItem {
  const image = node.primaryImage && !node.primaryImage.isLogo ? node.primaryImage : null;
  return {
    id: node.id,
    title: stripTags(node.name),
    url: node.siteContext.canonicalUrl,
    permalink: `${origin}/${node.id}`,
    summary: stripTags(node.teaser),
    published: node.published ?? node.updated,
    authors: node.authors.edges.map((edge) => edge.node.name),
    category: node.primarySection?.name ?? null,
    image: image ? { url: absolute(origin, image.src), width: image.width, height: image.height } : null,
  };
}
