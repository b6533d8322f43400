import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetContentListDocument,
  type GetContentListQueryVariables,
} from '../../../../content-engine/documents/generated/query/content/getContentList.ts';

/** A page of the content list (content/getContentList). */
export const useContentStream = (variables: GetContentListQueryVariables, options?: { skip?: boolean }) =>
  useApiQuery(GetContentListDocument, variables, options);
