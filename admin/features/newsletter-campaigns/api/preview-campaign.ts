import { api } from '../../../shared/api/api.ts';
import { PreviewNewsletterCampaignDocument } from '../../../../content-engine/documents/generated/query/newsletter/previewNewsletterCampaign.ts';
import type { PreviewNewsletterCampaignInput as PreviewCampaignInput } from '../../../../content-engine/documents/generated/schema-types.ts';

/** The campaign as it would be sent, with the editor's unsaved subject, preheader and items. */
export async function previewCampaign(input: PreviewCampaignInput) {
  return (await api.request(PreviewNewsletterCampaignDocument, { input })).previewNewsletterCampaign;
}
