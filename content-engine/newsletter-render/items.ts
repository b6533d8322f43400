import type { EngineContext } from '../core/context.ts';
import type { ContentNode } from '../content/content-node.ts';
import { hydrateContent } from '../content/hydrate.ts';
import { findContentByIds } from '../content/queries.ts';
import type { NewsletterItem } from '../shared/newsletters/render-input.ts';
import { truncateTeaser } from '../shared/teaser.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';
import { absoluteUrl } from './links.ts';

/*
 * Content items as a newsletter shows them: the tenant's published items only (a draft or another
 * tenant's id in a campaign is left out), their canonical URL, primary image (not a logo) as an
 * absolute URL and the teaser cut as the site's cards cut it.
 */

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};
/** Markup as plain text: tags out, the common entities decoded (the renderer escapes again). */
export const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => entities[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();

const datedByStart = new Set(['Event', 'Webinar']);

export const toNewsletterItem = (node: ContentNode, origin: string, teaserLength: number): NewsletterItem => {
  const image = node.primaryImage && !node.primaryImage.isLogo ? node.primaryImage : null;
  const at = datedByStart.has(node.type) && node.startDate ? node.startDate : node.published;
  const name = plain(node.name);
  return {
    id: node.id,
    type: node.type,
    name,
    teaser: truncateTeaser(plain(node.teaser), teaserLength),
    url: node.siteContext.canonicalUrl,
    imageSrc: image ? absoluteUrl(image.src, origin) || null : null,
    imageAlt: image?.alt ? plain(image.alt) : name,
    date: at ? new Date(at).toISOString() : null,
    label: node.labels[0] ?? node.primarySection?.name ?? null,
    companyName: node.company?.name ?? null,
  };
};

/** The tenant's published items `ids` as newsletter items, by id. */
export async function loadNewsletterItems(
  ctx: EngineContext,
  tenantKey: string,
  origin: string,
  ids: readonly number[],
): Promise<Map<number, NewsletterItem>> {
  if (ids.length === 0) return new Map();
  const now = ctx.now();
  const data = tenantData(ctx);
  const [sections, settings] = await Promise.all([data.sections(tenantKey), data.settings(tenantKey)]);
  const items = await findContentByIds(ctx.db, tenantKey, [...new Set(ids)], { publicOnly: true, now });
  const nodes = await hydrateContent(items, {
    db: ctx.db,
    memos: ctx.memos,
    tenantKey,
    sections,
    now,
    origin,
    full: false,
  });
  const length = settings.contentStyle.teaserTruncation;
  return new Map(nodes.map((node) => [node.id, toNewsletterItem(node, origin, length)]));
}
