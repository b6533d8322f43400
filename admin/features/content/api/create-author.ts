import { api } from '../../../shared/api/api.ts';
import { CreatePersonDocument } from '../../../../content-engine/documents/generated/mutation/person/createPerson.ts';
import type { PickedItem } from '../../../shared/ui/SearchPicker.tsx';
import { forgetAuthors } from './search-authors.ts';

/** "Add new author": a published person (createPerson), as the author picker lists it. */
export async function createAuthor(input: { firstName: string; lastName: string; title: string }): Promise<PickedItem> {
  const { createPerson } = await api.request(CreatePersonDocument, { input: { ...input, status: 'PUBLISHED' } });
  forgetAuthors();
  return { id: createPerson.id, label: createPerson.fullName };
}
