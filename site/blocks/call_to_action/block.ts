import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';

/**
 * call_to_action: its text, or a button with a label and a link. In the new design it shows only
 * to logged-in site users (spec public §4 "Logged-in site user").
 */
export const callToActionBlock = defineBlockType({
  type: 'call_to_action',
  label: 'Call to action',
  group: 'Other',
  settings: blockSettingsSchema,
  isEmpty: ({ block }) =>
    !block.settings.ctaText?.trim() && !(block.settings.buttonLabel?.trim() && block.settings.buttonLink?.trim()),
  shownTo: ({ settings }) => (settings.useNewDesign ? 'members' : undefined),
});
