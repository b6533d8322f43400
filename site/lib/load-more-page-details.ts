import type { LoadMorePart } from '../../content-engine/layouts/operations/get-load-more-part.ts';
import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import type { ServerPageDetails } from '../../islands/tracking/page-config.ts';
import { pageTitle } from './page-title.ts';
import { trackingPageDetails } from './tracking-page-details.ts';

/** The browser title of a layout page, as PageShell writes it. */
const titleOf = (page: WebsiteLayoutPage, siteName: string) =>
  pageTitle((page.pageData as { seoTitle?: string } | null)?.seoTitle, siteName).slice(0, 500);

/**
 * The page details of the `index`-th load-more part (spec public §3, §4): a next page's own
 * details and path, or the page's own for a secondary grid; each with its scroll page and the
 * content item of the page it was loaded below. The load-more island sends its page view with them.
 */
export function loadMorePageDetails(
  part: Exclude<LoadMorePart, { kind: 'end' }>,
  index: number,
  siteName: string,
): ServerPageDetails & { path: string } {
  const shown = part.kind === 'page' ? part.next : part.page;
  return {
    ...trackingPageDetails(shown),
    path: shown.path,
    pageTitle: titleOf(shown, siteName),
    scrollPage: index,
    ...(part.page.pageType === 'content' ? { scrollFromContentId: part.page.id } : {}),
  };
}
