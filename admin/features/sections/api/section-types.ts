import type { GetWebsiteSectionQuery } from '../../../../content-engine/documents/generated/query/getWebsiteSection.ts';
import type { GetWebsiteSectionsHierarchyQuery } from '../../../../content-engine/documents/generated/query/getWebsiteSectionsHierarchy.ts';

/** A section as the tree and the parent select read it (getWebsiteSectionsHierarchy). */
export type SectionListItem = GetWebsiteSectionsHierarchyQuery['getWebsiteSectionsHierarchy'][number];

/** A section as the edit form reads it (getWebsiteSection). */
export type SectionDetail = GetWebsiteSectionQuery['getWebsiteSection'];

export interface SectionInput {
  name: string;
  parentId: number | null;
  manualAlias: string;
  aliasOverride: string;
  description: string;
  gamAlias: string;
}
