import { api } from '../../../shared/api/api.ts';
import {
  UpdateNewsletterCampaignDocument,
  type UpdateNewsletterCampaignMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/newsletter/updateNewsletterCampaign.ts';

/** Saves the campaign from the revision its editor loaded (a stale one is refused: CONFLICT). */
export async function updateCampaign(input: UpdateNewsletterCampaignMutationVariables['input']) {
  return (await api.request(UpdateNewsletterCampaignDocument, { input })).updateNewsletterCampaign;
}
