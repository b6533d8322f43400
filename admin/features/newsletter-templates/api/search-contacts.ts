import { api } from '../../../shared/api/api.ts';
import type { PickedItem } from '../../../shared/ui/SearchPicker.tsx';
import { GetContactStreamForSelectDocument } from '../../../../content-engine/documents/generated/query/getContactStreamForSelect.ts';

type Option = { id: number; fullName: string; title: string };
const toItem = ({ id, fullName, title }: Option): PickedItem => ({
  id,
  label: title ? `${fullName}, ${title}` : fullName,
});

/** The tenant's contacts whose name, title or e-mail contains the text (getContactStreamForSelect). */
export async function searchContacts(text: string): Promise<PickedItem[]> {
  const { getContactStreamForSelect } = await api.request(GetContactStreamForSelectDocument, {
    input: { search: text, limit: 20 },
  });
  return getContactStreamForSelect.map(toItem);
}

/** The chosen contacts' names, in the order of `ids` (a contact gone since is named by its id). */
export async function nameContacts(ids: readonly number[]): Promise<PickedItem[]> {
  if (ids.length === 0) return [];
  const { getContactStreamForSelect } = await api.request(GetContactStreamForSelectDocument, {
    input: { includeIds: [...ids] },
  });
  const byId = new Map(getContactStreamForSelect.map((option) => [option.id, toItem(option)]));
  return ids.map((id) => byId.get(id) ?? { id, label: `Contact ${id} (not found)` });
}
