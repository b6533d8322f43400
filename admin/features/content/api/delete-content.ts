import { api } from '../../../shared/api/api.ts';
import { DeleteContentDocument } from '../../../../content-engine/documents/generated/mutation/content/deleteContent.ts';

export async function deleteContent(id: number): Promise<void> {
  await api.request(DeleteContentDocument, { input: { id } });
}
