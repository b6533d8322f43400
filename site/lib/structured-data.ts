import type { ContentNode } from '../../content-engine/content/content-node.ts';
import { paywallSelector } from '../../content-engine/shared/gating/gate.ts';
import { videoEmbedUrl } from './video-embed.ts';

interface SiteFacts {
  siteName: string;
  origin: string;
  logoUrl?: string;
}

/** yyyy-MM-dd (spec public §5), in UTC. */
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Date, time and offset, for video upload dates. */
const isoDateTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');
const absolute = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);

/** An address object only with the parts present, and only if any part is (spec public §5). */
export function postalAddress(address: Record<string, unknown>, venueName?: unknown) {
  const parts = {
    streetAddress: address.address1,
    addressLocality: address.city,
    postalCode: address.postalCode,
    addressRegion: address.region ?? address.state,
    addressCountry: address.country,
  };
  const present = Object.fromEntries(Object.entries(parts).filter(([, v]) => typeof v === 'string' && v.trim()));
  if (Object.keys(present).length === 0) return undefined;
  return {
    '@type': 'Place',
    ...(typeof venueName === 'string' && venueName ? { name: venueName } : {}),
    address: { '@type': 'PostalAddress', ...present },
  };
}

/** JSON-LD for a content page, by type; null where no schema.org type fits. */
export function contentStructuredData(
  content: ContentNode,
  site: SiteFacts,
  { gated }: { gated: boolean },
): Record<string, unknown> | null {
  const url = content.siteContext.canonicalUrl;
  const image = content.primaryImage ? [absolute(site.origin, content.primaryImage.src)] : undefined;
  const publisher = {
    '@type': 'Organization',
    name: site.siteName,
    ...(site.logoUrl ? { logo: { '@type': 'ImageObject', url: absolute(site.origin, site.logoUrl) } } : {}),
  };
  const description = content.teaser || undefined;
  const paywall = gated
    ? {
        isAccessibleForFree: false,
        hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: paywallSelector },
      }
    : {};

  if (content.type === 'Event' || content.type === 'Webinar') {
    if (!content.startDate) return null;
    const place = postalAddress({ ...content.venue, ...content.address }, content.venue.name);
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: content.name,
      startDate: isoDate(content.startDate),
      ...(content.endDate ? { endDate: isoDate(content.endDate) } : {}),
      eventAttendanceMode:
        content.type === 'Webinar' || !place
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
      location: place ?? { '@type': 'VirtualLocation', url: content.linkUrl || url },
      ...(description ? { description } : {}),
      ...(image ? { image } : {}),
      organizer: publisher,
      url,
    };
  }
  if (content.type === 'Video') {
    const embedUrl = videoEmbedUrl(content.embedCode);
    // Google requires a thumbnail: the item's image, else YouTube's own still, else the site logo.
    const youtubeId = embedUrl && /^https:\/\/www\.youtube\.com\/embed\/([\w-]{11})$/.exec(embedUrl)?.[1];
    const thumbnailUrl =
      image ??
      (youtubeId
        ? [`https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`]
        : site.logoUrl
          ? [absolute(site.origin, site.logoUrl)]
          : undefined);
    if (!embedUrl || !content.published || !thumbnailUrl) return null;
    return {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: content.name,
      description: description ?? content.name,
      thumbnailUrl,
      uploadDate: isoDateTime(content.published),
      embedUrl,
      url,
      ...paywall,
    };
  }
  const news =
    content.type === 'News' || content.type === 'Article' || content.type === 'PressRelease' || content.type === 'Blog';
  return {
    '@context': 'https://schema.org',
    '@type': news ? 'NewsArticle' : 'Article',
    headline: content.seoTitle.slice(0, 110),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(image ? { image } : {}),
    ...(content.published ? { datePublished: isoDate(content.published) } : {}),
    dateModified: isoDate(Math.max(content.updated, content.published ?? 0)),
    author: content.authors.edges.length
      ? content.authors.edges.map((e) => ({ '@type': 'Person', name: e.node.name }))
      : [publisher],
    publisher,
    ...(description ? { description } : {}),
    ...paywall,
  };
}
