import { api } from '../../../shared/api/api.ts';
import { GetNewsletterDeploymentsDocument } from '../../../../content-engine/documents/generated/query/newsletterDeployment/getNewsletterDeployments.ts';

/** The campaign's deployments (tests and sends), newest first, with their counts and failures. */
export async function getDeployments(campaignId: number) {
  return (await api.request(GetNewsletterDeploymentsDocument, { campaignId })).getNewsletterDeployments;
}
