import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import type { SiteEngine } from '../../../builds/serve/site-engine.ts';
import type { WebsiteLayoutPage } from '../../../content-engine/layouts/page.ts';
import { insertAfterParagraphs } from '../../lib/ads/ad-slot-html.ts';
import { recommendationsHtml } from './recommendations-html.ts';
import { bodyRecommendations, loadRecommendations, type Recommendations } from './recommendations.ts';

/** The in-body recommendations are on when the BlueConic recommendations or the script's content-body option are. */
export const bodyRecommendationsOn = (settings: SiteSettings) =>
  settings.blueconic.recommendations.enabled || settings.thirdPartyScripts.blueConic.contentBodyRecommendations;

/** The content_body block's loader: the in-body recommendations of a content page, or null. */
export async function loadBodyRecommendations(
  { page, settings }: { page: WebsiteLayoutPage; settings: SiteSettings },
  engine: SiteEngine,
): Promise<Recommendations | null> {
  if (page.pageType !== 'content' || !page.pageData.body || !bodyRecommendationsOn(settings)) return null;
  const answer = await loadRecommendations(page, settings.blueconic.recommendations.numberOfItems, engine);
  return answer.items.length > 0 ? answer : null;
}

const wordCount = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Top-level paragraphs (`<p>` … `</p>` outside other elements) in order, as their inner HTML. */
function topLevelParagraphs(html: string): string[] {
  const found: string[] = [];
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;
  const voids = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr', 'area', 'col', 'embed', 'track']);
  let depth = 0;
  let start = -1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const name = m[2]!.toLowerCase();
    if (voids.has(name) || m[3]) continue;
    if (m[1]) {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && name === 'p' && start >= 0) found.push(html.slice(start, m.index));
    } else {
      if (depth === 0) start = name === 'p' ? m.index + m[0].length : -1;
      depth++;
    }
  }
  return found;
}

/** The 1-based number of the first top-level paragraph of at least `words` words, or null. */
export function firstLongParagraph(html: string, words: number = bodyRecommendations.paragraphWords): number | null {
  const index = topLevelParagraphs(html).findIndex((paragraph) => wordCount(paragraph) >= words);
  return index < 0 ? null : index + 1;
}

/**
 * A body with its recommendations after the first paragraph of at least the settings' paragraph
 * length (40 words, spec public §9); unchanged when none is that long or there is nothing to show.
 */
export function withBodyRecommendations(
  html: string,
  recommendations: Recommendations | null | undefined,
  settings: SiteSettings,
): string {
  if (!recommendations?.items.length) return html;
  const { paragraphLength, label } = settings.blueconic.recommendations;
  const after = firstLongParagraph(html, paragraphLength);
  if (after === null) return html;
  const list = recommendationsHtml({ ...recommendations, placement: 'body', label });
  return insertAfterParagraphs(html, [{ after, html: list }]);
}
