import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';

/** The page item has enableRmi (its metadata): the inquiry form asks about it. */
export const hasRmi = (metadata: Record<string, unknown> | undefined) => metadata?.enableRmi === true;

/** inquiry_form: "request more information" about the page's item; dropped without enableRmi (spec public §5). */
export const inquiryFormBlock = defineBlockType({
  type: 'inquiry_form',
  label: 'Inquiry form',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => !hasRmi(pageContent(page)?.metadata),
});
