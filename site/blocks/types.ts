import type { ContentNode } from '../../content-engine/content/content-node.ts';
import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import type { PopulatedBlock } from '../../content-engine/layouts/population/populate-grid.ts';
import type { SiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';

/** What every block renderer receives. */
export interface BlockProps {
  block: PopulatedBlock;
  page: WebsiteLayoutPage;
  settings: SiteSettings;
}

/** The content a list block shows. */
export const itemsOf = (block: PopulatedBlock): ContentNode[] => block.data?.items ?? [];

/** The page's own content item, on content pages. */
export const pageContent = (page: WebsiteLayoutPage): ContentNode | null => (page.pageType === 'content' ? (page.pageData as unknown as ContentNode) : null);
