import { api } from '../../../shared/api/api.ts';
import {
  CreateMagazinePublicationDocument,
  type CreateMagazinePublicationMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/magazine/createMagazinePublication.ts';

export async function createPublication(input: CreateMagazinePublicationMutationVariables['input']) {
  return (await api.request(CreateMagazinePublicationDocument, { input })).createMagazinePublication;
}
