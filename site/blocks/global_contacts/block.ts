import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { loadContactGroups, type ContactGroup } from './contact-groups.ts';

/** global_contacts: the site's contact groups (contacts settings); dropped when none has a published person. */
export const globalContactsBlock = defineBlockType<'global_contacts', ContactGroup[]>({
  type: 'global_contacts',
  label: 'Contacts directory',
  group: 'Other',
  settings: blockSettingsSchema,
  load: ({ settings }, engine) => loadContactGroups(settings.contacts, engine),
  isEmpty: ({ loaded }) => !loaded || loaded.length === 0,
});
