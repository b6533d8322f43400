import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  MatchTaxonomyStreamDocument,
  type MatchTaxonomyStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/matchTaxonomyStream.ts';

/** Terms whose name contains a phrase (matchTaxonomyStream). */
export const useTaxonomyMatches = (variables: MatchTaxonomyStreamQueryVariables, options?: { skip?: boolean }) =>
  useApiQuery(MatchTaxonomyStreamDocument, variables, options);
