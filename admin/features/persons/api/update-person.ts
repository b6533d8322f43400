import { api } from '../../../shared/api/api.ts';
import { UpdatePersonDocument } from '../../../../content-engine/documents/generated/mutation/person/updatePerson.ts';
import type { PersonInput } from './person-input.ts';

export async function updatePerson(id: number, input: PersonInput) {
  return (await api.request(UpdatePersonDocument, { input: { id, ...input } })).updatePerson;
}
