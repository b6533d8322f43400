import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetAspireNewsStreamDocument,
  type GetAspireNewsStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/aspireNews/getAspireNewsStream.ts';

/** Internal news items, newest first (getAspireNewsStream). */
export const useAspireNewsStream = (variables: GetAspireNewsStreamQueryVariables, options?: { skip?: boolean }) =>
  useApiQuery(GetAspireNewsStreamDocument, variables, options);
