import { api } from '../../../shared/api/api.ts';
import {
  CreateMagazineSectionDocument,
  type CreateMagazineSectionMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/magazine/createMagazineSection.ts';

export async function createSection(input: CreateMagazineSectionMutationVariables['input']) {
  return (await api.request(CreateMagazineSectionDocument, { input })).createMagazineSection;
}
