import type { SiteEngine } from '../../../builds/serve/site-engine.ts';
import type { Person } from '../../../content-engine/persons/person.ts';
import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';

/** A group of the contacts settings (/admin/contacts-settings) with its people, as the block shows it. */
export interface ContactGroup {
  title: string;
  people: Person[];
}

/** The groups in order with their published people in order; groups left without people are left out. */
export async function loadContactGroups(
  contacts: SiteSettings['contacts'],
  engine: SiteEngine,
): Promise<ContactGroup[]> {
  const people = new Map(
    (await engine.publishedPersons(contacts.groups.flatMap((group) => group.contacts))).map((p) => [p.id, p]),
  );
  return contacts.groups
    .map((group) => ({ title: group.title, people: group.contacts.flatMap((id) => people.get(id) ?? []) }))
    .filter((group) => group.people.length > 0);
}
