import {
  GetWebsiteSectionsHierarchyDocument,
  type GetWebsiteSectionsHierarchyQuery,
} from '../../../content-engine/documents/generated/query/getWebsiteSectionsHierarchy.ts';
import { useApiQuery } from '../../shared/api/use-api-query.ts';

export type SectionOption = GetWebsiteSectionsHierarchyQuery['getWebsiteSectionsHierarchy'][number];

/** The tenant's website sections for selects, parents before children, labelled with their full names. */
export function useSectionOptions() {
  const { data } = useApiQuery(GetWebsiteSectionsHierarchyDocument, {});
  return data?.getWebsiteSectionsHierarchy ?? [];
}
