import { populateKeyContacts } from '../../../content-engine/layouts/population/key-contacts.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { listIsEmpty } from '../shared/empty-rules.ts';

/** company_key_contact: the page company's key contacts (published Contact items, in the editor's order). */
export const companyKeyContactBlock = defineBlockType({
  type: 'company_key_contact',
  label: 'Company key contacts',
  group: 'Content page',
  settings: blockSettingsSchema,
  populate: populateKeyContacts,
  isEmpty: listIsEmpty,
});
