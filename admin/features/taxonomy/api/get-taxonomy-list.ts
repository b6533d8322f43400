import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetTaxonomyListDocument,
  type GetTaxonomyListQueryVariables,
} from '../../../../content-engine/documents/generated/query/taxonomy/getTaxonomyList.ts';

/** A page of taxonomy terms (taxonomy/getTaxonomyList). */
export const useTaxonomyList = (variables: GetTaxonomyListQueryVariables, options?: { skip?: boolean }) =>
  useApiQuery(GetTaxonomyListDocument, variables, options);
