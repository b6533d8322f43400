import type { SiteEngine } from '../../../builds/serve/site-engine.ts';
import type { Contact } from '../../../content-engine/contacts/contact.ts';
import { pageContent, type BlockProps } from '../types.ts';

/** Contacts a block lists when its settings name no number (spec public §7: getContacts limit 100). */
export const contactsLimit = 100;

const positiveIds = (value: unknown): number[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is number => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))]
    : [];

const organisations = new Set(['Company', 'Supplier']);

/**
 * Whose contacts a contacts block lists: the items its settings pick; else on a company's page
 * the company, on an item of a company the item and its company; else (a directory page, a
 * section) every public company of the tenant. The engine reads only the tenant's own items and
 * contacts, whatever ids a layout names.
 */
export function contactsSource({ block, page }: Pick<BlockProps, 'block' | 'page'>): number[] | undefined {
  const picked = positiveIds(block.settings.contentIds).slice(0, 100);
  if (picked.length) return picked;
  const content = pageContent(page);
  if (content && organisations.has(content.type)) return [content.id];
  if (content?.company) return [content.id, content.company.id];
  return undefined;
}

export async function loadContacts(props: BlockProps, engine: SiteEngine): Promise<Contact[]> {
  const wanted = props.block.settings.numberOfContacts;
  const limit =
    Number.isInteger(wanted) && Number(wanted) >= 1 && Number(wanted) <= 100 ? Number(wanted) : contactsLimit;
  return (await engine.contacts({ contentIds: contactsSource(props), limit })).contacts;
}
