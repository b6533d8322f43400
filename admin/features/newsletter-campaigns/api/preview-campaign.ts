import { api } from '../../../shared/api/api.ts';
import { PreviewNewsletterCampaignDocument, type PreviewCampaignInput } from './pending-documents.ts';

/** The campaign as it would be sent, with the editor's unsaved subject, preheader and items. */
export async function previewCampaign(input: PreviewCampaignInput) {
  return (await api.request(PreviewNewsletterCampaignDocument, { input })).previewNewsletterCampaign;
}
