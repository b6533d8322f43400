import type { ImageNode } from '../../../content-engine/content/content-node.ts';
import type { WebsiteLayoutPage } from '../../../content-engine/layouts/page.ts';
import { contactCard } from '../../lib/content-details.ts';
import type { SocialLink } from '../../lib/social-networks.ts';
import { pageContent } from '../types.ts';

/** Page items a banner presents: the directory's organisations. */
const bannerTypes = new Set(['Company', 'Supplier']);

/** What a company's banner shows: its logo, name, website and social profiles. */
export interface CompanyBanner {
  companyId: number;
  name: string;
  logo: ImageNode | null;
  /** An http(s) address, or ''. */
  website: string;
  social: SocialLink[];
}

/** The banner of the page's company or supplier (its own page), or null on other pages. */
export function companyBanner(page: WebsiteLayoutPage): CompanyBanner | null {
  const content = pageContent(page);
  if (!content || !bannerTypes.has(content.type)) return null;
  const card = contactCard(content);
  const logo =
    (content.primaryImage?.isLogo ? content.primaryImage : null) ??
    content.images.edges.find((edge) => edge.node.isLogo)?.node ??
    null;
  return { companyId: content.id, name: content.name, logo, website: card.website, social: card.social };
}

/** The website as people read it: without the scheme and a trailing slash. */
export const websiteText = (href: string) => href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
