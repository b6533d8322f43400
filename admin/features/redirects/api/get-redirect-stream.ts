import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetRedirectStreamDocument,
  type GetRedirectStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/redirect/getRedirectStream.ts';

/** A page of the site's redirects (getRedirectStream). */
export const useRedirectStream = (variables: GetRedirectStreamQueryVariables, options?: { skip?: boolean }) =>
  useApiQuery(GetRedirectStreamDocument, variables, options);
