import { api } from '../../../shared/api/api.ts';
import {
  UpdateMagazineSectionDocument,
  type UpdateMagazineSectionMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/magazine/updateMagazineSection.ts';

export async function updateSection(input: UpdateMagazineSectionMutationVariables['input']) {
  return (await api.request(UpdateMagazineSectionDocument, { input })).updateMagazineSection;
}
