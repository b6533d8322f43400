import { api } from '../../../shared/api/api.ts';
import { DeletePersonDocument } from '../../../../content-engine/documents/generated/mutation/person/deletePerson.ts';

export async function deletePerson(id: number): Promise<void> {
  await api.request(DeletePersonDocument, { input: { id } });
}
