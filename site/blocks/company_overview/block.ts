import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { contactCard, isEmptyCard } from '../../lib/content-details.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';

/** company_overview: how to reach the page's company, supplier, contact or venue; dropped when it has nothing to show. */
export const companyOverviewBlock = defineBlockType({
  type: 'company_overview',
  label: 'Company overview',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => {
    const content = pageContent(page);
    return !content || isEmptyCard(contactCard(content));
  },
});
