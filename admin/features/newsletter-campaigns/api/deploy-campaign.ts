import { api } from '../../../shared/api/api.ts';
import { DeployNewsletterCampaignDocument } from '../../../../content-engine/documents/generated/mutation/newsletterDeployment/deployNewsletterCampaign.ts';

/** Deploys the campaign to its subscribers now (`at` null) or at that moment (epoch ms). */
export async function deployCampaign(input: { campaignId: number; at: number | null }) {
  return (await api.request(DeployNewsletterCampaignDocument, { input })).deployNewsletterCampaign;
}
