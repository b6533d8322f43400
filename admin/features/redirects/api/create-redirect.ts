import { api } from '../../../shared/api/api.ts';
import { CreateRedirectDocument } from '../../../../content-engine/documents/generated/mutation/redirect/createRedirect.ts';

export async function createRedirect(input: { from: string; to: string }) {
  return (await api.request(CreateRedirectDocument, { input })).createRedirect;
}
