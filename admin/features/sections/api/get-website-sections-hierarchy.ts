import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetWebsiteSectionsHierarchyDocument,
  type GetWebsiteSectionsHierarchyQueryVariables,
} from '../../../../content-engine/documents/generated/query/getWebsiteSectionsHierarchy.ts';

/** Every section of the site, parents before children (getWebsiteSectionsHierarchy). */
export const useWebsiteSectionsHierarchy = (
  variables: GetWebsiteSectionsHierarchyQueryVariables,
  options?: { skip?: boolean },
) => useApiQuery(GetWebsiteSectionsHierarchyDocument, variables, options);
