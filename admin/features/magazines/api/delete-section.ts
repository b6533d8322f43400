import { api } from '../../../shared/api/api.ts';
import { DeleteMagazineSectionDocument } from '../../../../content-engine/documents/generated/mutation/magazine/deleteMagazineSection.ts';

export async function deleteSection(id: number): Promise<void> {
  await api.request(DeleteMagazineSectionDocument, { input: { id } });
}
