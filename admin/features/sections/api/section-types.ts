/** A section as the tree and the parent select read it (getWebsiteSectionsHierarchy). */
export interface SectionListItem {
  id: number;
  name: string;
  alias: string;
  fullName: string;
  canonicalPath: string;
  parentId: number | null;
}

/** A section as the edit form reads it (getWebsiteSection). */
export interface SectionDetail {
  id: number;
  name: string;
  alias: string;
  systemAlias: string;
  manualAlias: string | null;
  aliasOverride: string | null;
  description: string | null;
  gamAlias: string | null;
  canonicalPath: string;
  parent: { id: number; name: string } | null;
}

export interface SectionInput {
  name: string;
  parentId: number | null;
  manualAlias: string;
  aliasOverride: string;
  description: string;
  gamAlias: string;
}
