import { api } from '../../../shared/api/api.ts';
import { DeleteMagazineIssueDocument } from '../../../../content-engine/documents/generated/mutation/magazine/deleteMagazineIssue.ts';

export async function deleteIssue(id: number): Promise<void> {
  await api.request(DeleteMagazineIssueDocument, { input: { id } });
}
