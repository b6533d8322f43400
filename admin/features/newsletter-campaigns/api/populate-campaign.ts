import { api } from '../../../shared/api/api.ts';
import { PopulateNewsletterCampaignDocument } from '../../../../content-engine/documents/generated/query/newsletter/populateNewsletterCampaign.ts';

/** The items the content schedules (and the blocks' top-ups) give each content_list block for the date. */
export async function populateCampaign(input: { templateId: number; date: string }) {
  return (await api.request(PopulateNewsletterCampaignDocument, { input })).populateNewsletterCampaign;
}
