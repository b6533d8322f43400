import type { GetWebsiteSectionsHierarchyQuery } from '../../../content-engine/documents/generated/query/getWebsiteSectionsHierarchy.ts';
import { useWebsiteSectionsHierarchy } from '../../shared/api/website-sections-hierarchy.ts';

export type SectionOption = GetWebsiteSectionsHierarchyQuery['getWebsiteSectionsHierarchy'][number];

/** The tenant's website sections for selects, parents before children, labelled with their full names. */
export function useSectionOptions() {
  const { data } = useWebsiteSectionsHierarchy({});
  return data?.getWebsiteSectionsHierarchy ?? [];
}
