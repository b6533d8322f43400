import { api } from '../../../shared/api/api.ts';
import { CreatePersonDocument } from '../../../../content-engine/documents/generated/mutation/person/createPerson.ts';
import type { PersonInput } from './person-input.ts';

export async function createPerson(input: PersonInput) {
  return (await api.request(CreatePersonDocument, { input })).createPerson;
}
