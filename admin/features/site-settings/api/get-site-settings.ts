import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetSiteSettingsPayloadDocument } from '../../../../content-engine/documents/generated/query/getSiteSettingsPayload.ts';

/** The site's settings document (getSiteSettingsPayload). */
export const useSiteSettings = () => useApiQuery(GetSiteSettingsPayloadDocument, {});
