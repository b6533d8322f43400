import { api } from '../../../shared/api/api.ts';
import { DeleteRedirectDocument } from '../../../../content-engine/documents/generated/mutation/redirect/deleteRedirect.ts';

export async function deleteRedirect(id: number): Promise<void> {
  await api.request(DeleteRedirectDocument, { input: { id } });
}
