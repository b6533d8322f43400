import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetAssetStreamDocument,
  type GetAssetStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/asset/getAssetStream.ts';

/** A page of the media library (getAssetStream). */
export const useAssetStream = (variables: GetAssetStreamQueryVariables, options?: { skip?: boolean }) =>
  useApiQuery(GetAssetStreamDocument, variables, options);
