import { api } from '../../../shared/api/api.ts';
import { DeleteMagazinePublicationDocument } from '../../../../content-engine/documents/generated/mutation/magazine/deleteMagazinePublication.ts';

export async function deletePublication(id: number): Promise<void> {
  await api.request(DeleteMagazinePublicationDocument, { input: { id } });
}
