import { api } from '../../../shared/api/api.ts';
import {
  CreateNewsletterCampaignDocument,
  type CreateNewsletterCampaignMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/newsletter/createNewsletterCampaign.ts';

export async function createCampaign(input: CreateNewsletterCampaignMutationVariables['input']) {
  return (await api.request(CreateNewsletterCampaignDocument, { input })).createNewsletterCampaign;
}
