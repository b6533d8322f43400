import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetNewsletterBlockAnalysisDocument,
  type GetNewsletterBlockAnalysisQuery,
} from '../../../../content-engine/documents/generated/query/newsletterAnalysis/getNewsletterBlockAnalysis.ts';

export type NewsletterBlockTypeUsage =
  GetNewsletterBlockAnalysisQuery['getNewsletterBlockAnalysis']['blockTypes'][number];

/** Per newsletter block type, the template blocks of the sites named (every one the user may see when none is), judged (getNewsletterBlockAnalysis). */
export const useNewsletterBlockAnalysis = (sites: string[], problemsOnly: boolean) =>
  useApiQuery(GetNewsletterBlockAnalysisDocument, {
    input: { sites: sites.length ? sites : null, problemsOnly },
  });
