import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import type { TokenContext } from './title-tokens.ts';

/** The title placeholders of a page shown by load-more, as the page itself would resolve them. */
export function loadMoreTokens(page: WebsiteLayoutPage): TokenContext {
  const primarySection = page.pageType === 'content' ? page.pageData.primarySection : null;
  const section = page.pageType === 'section';
  return {
    pageName: page.name,
    sectionName: section ? page.name : primarySection?.name,
    sectionPath: section ? page.pageData.canonicalPath : primarySection?.canonicalPath,
    issueName: page.pageType === 'issue' ? page.name : undefined,
  };
}
