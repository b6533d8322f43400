import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetNewsletterCampaignListDocument,
  type GetNewsletterCampaignListQueryVariables,
} from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterCampaignList.ts';

/** A page of the site's newsletter campaigns (getNewsletterCampaignList). */
export const useCampaignList = (variables: GetNewsletterCampaignListQueryVariables) =>
  useApiQuery(GetNewsletterCampaignListDocument, variables);
