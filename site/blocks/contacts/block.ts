import { z } from 'zod';
import type { Contact } from '../../../content-engine/contacts/contact.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { loadContacts } from './contacts-source.ts';

/**
 * contacts: the contacts directory: the people to reach at the page's company (its linked
 * contacts), at the companies the block picks, or on a page of its own at every company of the
 * site (spec public §7 getContacts, 100 at most). Dropped when there is nobody to list.
 */
export const contactsBlock = defineBlockType<'contacts', Contact[]>({
  type: 'contacts',
  label: 'Contacts',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    /** The items (companies) whose contacts to list; the page's own when empty. */
    contentIds: z.array(z.number().int().positive()).max(100).optional(),
    numberOfContacts: z.number().int().min(1).max(100).optional(),
  }),
  load: loadContacts,
  isEmpty: ({ loaded }) => !loaded || loaded.length === 0,
});
