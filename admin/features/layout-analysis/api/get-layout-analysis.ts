import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetLayoutAnalysisDocument,
  type GetLayoutAnalysisQuery,
} from '../../../../content-engine/documents/generated/query/layoutAnalysis/getLayoutAnalysis.ts';

export type SiteLayoutAnalysis = GetLayoutAnalysisQuery['getLayoutAnalysis']['sites'][number];

/** Per site: layouts by type, the layout each kind of page gets, the problems found (getLayoutAnalysis). */
export const useLayoutAnalysis = (sites: string[]) =>
  useApiQuery(GetLayoutAnalysisDocument, { input: { sites: sites.length ? sites : null } });
