/** Strips tags from a title (spec: tags in SEO titles are stripped). */
export const stripTags = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The document title: the page's SEO title, then the site name after a separator. */
export function pageTitle(seoTitle: string | undefined, siteName: string): string {
  const title = stripTags(seoTitle ?? '');
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}
