import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetLayoutStreamDocument,
  type GetLayoutStreamQuery,
  type GetLayoutStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/layout/getLayoutStream.ts';

export type LayoutListItem = GetLayoutStreamQuery['getLayoutStream']['edges'][number]['node'];

/** A page of the layouts the site owns, is assigned or uses as global ones (getLayoutStream). */
export const useLayoutStream = (variables: GetLayoutStreamQueryVariables) =>
  useApiQuery(GetLayoutStreamDocument, variables);
