import { insertAfterParagraphs, adSlotHtml, nativeAdHtml } from './ad-slot-html.ts';
import type { PageAdPlan } from './page-ads.ts';

/** After which top-level paragraph of a body each in-body ad goes. */
export const bodyAdParagraphs = { native: 2, embed: 4 } as const;

/** The body with its content-body-native and content-body-embed slots, where the page shows them. */
export function withBodyAds(html: string, plan: PageAdPlan | null | undefined): string {
  if (!plan) return html;
  const { 'content-body-native': native, 'content-body-embed': embed } = plan.placements;
  return insertAfterParagraphs(html, [
    ...(native
      ? [{ after: bodyAdParagraphs.native, html: nativeAdHtml(plan, native, { className: 'content-body-ad' }) }]
      : []),
    ...(embed
      ? [{ after: bodyAdParagraphs.embed, html: `<div class="content-body-ad">${adSlotHtml(plan, embed)}</div>` }]
      : []),
  ]);
}

/** Where a list's native ad goes (1-based; settings.nativeAdPosition, default 3): lists of at least that many items. */
export function listNativePosition(settings: Record<string, unknown>, itemCount: number): number | null {
  const wanted =
    typeof settings.nativeAdPosition === 'number' && Number.isInteger(settings.nativeAdPosition)
      ? settings.nativeAdPosition
      : 3;
  if (settings.nativeAd === false || wanted < 1) return null;
  return itemCount >= Math.max(wanted, 3) ? wanted : null;
}
