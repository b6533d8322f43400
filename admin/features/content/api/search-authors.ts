import { api } from '../../../shared/api/api.ts';
import { GetPersonStreamDocument } from '../../../../content-engine/documents/generated/query/getPersonStream.ts';
import type { PickedItem } from '../../../shared/ui/SearchPicker.tsx';

/** Authors: published persons (getPersonStream, up to 9999 — spec admin §9), filtered here by name. */
let people: Promise<PickedItem[]> | null = null;
export async function searchAuthors(text: string): Promise<PickedItem[]> {
  people ??= api
    .request(GetPersonStreamDocument, { input: { status: ['PUBLISHED'], pagination: { limit: 9999 } } })
    .then((r) => r.getPersonStream.edges.map(({ node }) => ({ id: node.id, label: node.fullName })))
    .catch((error: unknown) => ((people = null), Promise.reject(error)));
  const needle = text.toLowerCase().trim();
  return (await people).filter((person) => person.label.toLowerCase().includes(needle));
}

/** After a new author is created: the next search loads the people again. */
export const forgetAuthors = () => void (people = null);
