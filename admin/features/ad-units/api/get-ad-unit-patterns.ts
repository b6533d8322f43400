import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetAdUnitAdminPatternStreamDocument,
  type GetAdUnitAdminPatternStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/ads/getAdUnitAdminPatternStream.ts';

/** A page of the site's ad unit patterns (getAdUnitAdminPatternStream). */
export const useAdUnitPatterns = (variables: GetAdUnitAdminPatternStreamQueryVariables) =>
  useApiQuery(GetAdUnitAdminPatternStreamDocument, variables);
