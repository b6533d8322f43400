import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetSiteSettingsAnalysisDocument,
  type GetSiteSettingsAnalysisQuery,
} from '../../../../content-engine/documents/generated/query/layoutAnalysis/getSiteSettingsAnalysis.ts';

export type SiteSettingsAnalysis = GetSiteSettingsAnalysisQuery['getSiteSettingsAnalysis'];

/** The settings keys some site sets away from the defaults, per site (getSiteSettingsAnalysis). */
export const useSiteSettingsAnalysis = (sites: string[], search: string) =>
  useApiQuery(GetSiteSettingsAnalysisDocument, {
    input: { sites: sites.length ? sites : null, search: search.trim() || null },
  });
