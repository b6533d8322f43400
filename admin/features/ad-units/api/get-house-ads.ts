import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetHouseAdStreamDocument,
  type GetHouseAdStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/ads/getHouseAdStream.ts';

/** A page of the site's house ads (getHouseAdStream). */
export const useHouseAds = (variables: GetHouseAdStreamQueryVariables) =>
  useApiQuery(GetHouseAdStreamDocument, variables);
