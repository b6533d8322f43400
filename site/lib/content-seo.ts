/** A content page's canonical URL and noindex from the item's SEO fields (metadata.canonicalUrl, metadata.noindex). */
export function contentSeo(
  metadata: Record<string, unknown> | null | undefined,
  ownCanonicalUrl: string | undefined,
): { canonicalUrl: string | undefined; noindex: boolean } {
  const override = typeof metadata?.canonicalUrl === 'string' ? metadata.canonicalUrl.trim() : '';
  return {
    canonicalUrl: /^https?:\/\/\S+$/i.test(override) ? override : ownCanonicalUrl,
    noindex: metadata?.noindex === true,
  };
}
