import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetNewsletterCampaignDocument } from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterCampaign.ts';

/** One campaign for its edit screen (getNewsletterCampaign). */
export const useCampaign = (id: number) => useApiQuery(GetNewsletterCampaignDocument, { input: { id } });
