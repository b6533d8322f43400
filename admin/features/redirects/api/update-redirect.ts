import { api } from '../../../shared/api/api.ts';
import { UpdateRedirectDocument } from '../../../../content-engine/documents/generated/mutation/redirect/updateRedirect.ts';

export async function updateRedirect(input: { id: number; from: string; to: string }) {
  return (await api.request(UpdateRedirectDocument, { input })).updateRedirect;
}
