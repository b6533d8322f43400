import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import type { TokenContext } from './title-tokens.ts';

/** The title placeholders of a page shown by load-more, as the page itself would resolve them. */
export function loadMoreTokens(page: WebsiteLayoutPage): TokenContext {
  const data = (page.pageData ?? {}) as {
    canonicalPath?: string;
    primarySection?: { name?: string; canonicalPath?: string };
  };
  const section = page.pageType === 'section';
  return {
    pageName: page.name,
    sectionName: section ? page.name : data.primarySection?.name,
    sectionPath: section ? data.canonicalPath : data.primarySection?.canonicalPath,
    issueName: page.pageType === 'issue' ? page.name : undefined,
  };
}
