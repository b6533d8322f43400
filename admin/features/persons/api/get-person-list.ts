import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetPersonListDocument,
  type GetPersonListQuery,
  type GetPersonListQueryVariables,
} from '../../../../content-engine/documents/generated/query/person/getPersonList.ts';

export type PersonItem = GetPersonListQuery['getPersonStream']['edges'][number]['node'];

/** A page of the site's people (getPersonStream with search and statuses). */
export const usePersonList = (variables: GetPersonListQueryVariables, options?: { skip?: boolean }) =>
  useApiQuery(GetPersonListDocument, variables, options);
