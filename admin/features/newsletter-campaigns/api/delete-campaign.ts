import { api } from '../../../shared/api/api.ts';
import { DeleteNewsletterCampaignDocument } from '../../../../content-engine/documents/generated/mutation/newsletter/deleteNewsletterCampaign.ts';

export async function deleteCampaign(id: number) {
  return (await api.request(DeleteNewsletterCampaignDocument, { input: { id } })).deleteNewsletterCampaign;
}
