import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';

/** contact_us_form: the site's general contact form, on any page; mailed to the contactUs settings' sendTo. */
export const contactUsFormBlock = defineBlockType({
  type: 'contact_us_form',
  label: 'Contact us form',
  group: 'Other',
  settings: blockSettingsSchema,
});
