import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetWebsiteSectionDocument,
  type GetWebsiteSectionQueryVariables,
} from '../../../../content-engine/documents/generated/query/getWebsiteSection.ts';

/** One section as the edit form reads it (getWebsiteSection). */
export const useWebsiteSection = (variables: GetWebsiteSectionQueryVariables, options?: { skip?: boolean }) =>
  useApiQuery(GetWebsiteSectionDocument, variables, options);
