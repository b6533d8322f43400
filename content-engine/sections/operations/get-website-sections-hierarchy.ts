import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { loadSectionTree } from '../section-tree.ts';
import type { SectionHierarchyEntry, WebsiteSection } from '../section.ts';

export interface WebsiteSectionHierarchyItem extends Pick<
  WebsiteSection,
  'id' | 'name' | 'alias' | 'fullName' | 'canonicalPath' | 'parentId'
> {
  /** Root → self. */
  hierarchy: SectionHierarchyEntry[];
}

/** The tenant's whole active tree, depth first, for section selects in the admin. */
export async function getWebsiteSectionsHierarchy({
  ctx,
}: {
  ctx: EngineContext;
  input?: unknown;
}): Promise<WebsiteSectionHierarchyItem[]> {
  const tree = await loadSectionTree(ctx.db, tenantKeyOf(ctx));
  return tree.all().map(({ id, name, alias, fullName, canonicalPath, parentId }) => ({
    id,
    name,
    alias,
    fullName,
    canonicalPath,
    parentId,
    hierarchy: tree.hierarchy(id),
  }));
}
