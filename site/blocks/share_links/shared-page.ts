import type { SharedPage } from '../../lib/share-links.ts';
import { stripTags } from '../../lib/page-title.ts';
import { pageContent, type BlockProps } from '../types.ts';

/** What the share links share: the page's canonical URL and title, and a content page's image and teaser. */
export function sharedPage({ page }: Pick<BlockProps, 'page'>): SharedPage | null {
  const data = (page.pageData ?? {}) as { siteContext?: { canonicalUrl?: string }; seoTitle?: string; name?: string };
  const url = data.siteContext?.canonicalUrl;
  if (!url || !/^https?:\/\//.test(url)) return null;
  const content = pageContent(page);
  const image = content?.primaryImage && !content.primaryImage.isLogo ? content.primaryImage.src : undefined;
  return {
    url,
    title: stripTags(data.seoTitle || data.name || page.name),
    imageUrl: image && (/^https?:\/\//.test(image) ? image : `${new URL(url).origin}${image}`),
    summary: content?.teaser ? stripTags(content.teaser) : undefined,
  };
}
