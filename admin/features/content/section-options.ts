import { useApiQuery } from '../../app/use-api-query.ts';

export interface SectionOption {
  id: number;
  name: string;
  fullName: string;
  parentId: number | null;
}

/** The tenant's website sections for selects, parents before children, labelled with their full names. */
export function useSectionOptions() {
  const { data } = useApiQuery<{ getWebsiteSectionsHierarchy: SectionOption[] }>('getWebsiteSectionsHierarchy', {});
  return data?.getWebsiteSectionsHierarchy ?? [];
}
