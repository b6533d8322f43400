import type { WebsiteLayoutPage } from '../../../content-engine/layouts/page.ts';
import { zmagIdOf } from '../../../content-engine/shared/gating/gate-page.ts';
import { httpsUrl, isSafeToken } from '../shared/third-party-embeds.ts';

/** The Zmags viewer's address of a publication. */
export const zmagViewerUrl = (zmagId: string) => `https://viewer.zmags.com/publication/${encodeURIComponent(zmagId)}`;

/** The page's zmag id: a content item's `metadata.zmagId` (page data zmagId, spec public §3). */
export function pageZmagId(page: WebsiteLayoutPage): string | null {
  return page.pageType === 'content' ? zmagIdOf(page.pageData.metadata) : null;
}

/**
 * What a zmag_embed block frames: the block's own zmag id, else the page's (a zmag page), else on
 * an issue page the digital edition (https only). Null when there is none.
 */
export function zmagSource(settings: Record<string, unknown>, page: WebsiteLayoutPage): string | null {
  const own = typeof settings.zmagId === 'string' ? settings.zmagId.trim() : '';
  if (isSafeToken(own)) return zmagViewerUrl(own);
  const fromPage = pageZmagId(page);
  if (fromPage) return zmagViewerUrl(fromPage);
  return page.pageType === 'issue' ? httpsUrl(page.pageData.digitalEditionUrl) : null;
}
