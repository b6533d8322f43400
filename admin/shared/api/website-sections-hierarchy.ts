import { useApiQuery } from './use-api-query.ts';
import {
  GetWebsiteSectionsHierarchyDocument,
  type GetWebsiteSectionsHierarchyQueryVariables,
} from '../../../content-engine/documents/generated/query/getWebsiteSectionsHierarchy.ts';

/**
 * Every section of the site, parents before children (getWebsiteSectionsHierarchy): the sections
 * tree and the section selects of the content editor (shared, since a feature never imports another).
 */
export const useWebsiteSectionsHierarchy = (
  variables: GetWebsiteSectionsHierarchyQueryVariables,
  options?: { skip?: boolean },
) => useApiQuery(GetWebsiteSectionsHierarchyDocument, variables, options);
