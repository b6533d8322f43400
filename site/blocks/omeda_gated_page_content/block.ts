import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';
import { omedaGatedResource } from './gated-resource.ts';

/** omeda_gated_page_content: the page item's Omeda-gated resource. */
export const omedaGatedPageContentBlock = defineBlockType({
  type: 'omeda_gated_page_content',
  label: 'Omeda gated page content',
  group: 'Site users & memberships',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => !omedaGatedResource(pageContent(page)),
});
