import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { companyBanner } from './company-banner.ts';

/**
 * company_banner: the company page's masthead: its logo, its name as the page's heading, its
 * website (a click sends companyWebsiteClick) and its social profiles (companySocialClick).
 * Dropped off company and supplier pages.
 */
export const companyBannerBlock = defineBlockType({
  type: 'company_banner',
  label: 'Company banner',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => companyBanner(page) === null,
});
