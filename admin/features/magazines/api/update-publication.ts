import { api } from '../../../shared/api/api.ts';
import {
  UpdateMagazinePublicationDocument,
  type UpdateMagazinePublicationMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/magazine/updateMagazinePublication.ts';

export async function updatePublication(input: UpdateMagazinePublicationMutationVariables['input']) {
  return (await api.request(UpdateMagazinePublicationDocument, { input })).updateMagazinePublication;
}
