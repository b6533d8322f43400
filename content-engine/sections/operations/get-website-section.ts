import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { loadSectionTree } from '../section-tree.ts';
import { pickSection, sectionLookupInput } from '../section-lookup.ts';
import type { SectionHierarchyEntry, WebsiteSection } from '../section.ts';

export interface WebsiteSectionDetail extends WebsiteSection {
  parent: WebsiteSection | null;
  /** Root → self. */
  hierarchy: SectionHierarchyEntry[];
  children: WebsiteSection[];
}

/** An active section of the request's tenant by id or alias, with its parent, breadcrumb and children. */
export async function getWebsiteSection({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<WebsiteSectionDetail> {
  const lookup = parseInput(sectionLookupInput, input);
  const tree = await loadSectionTree(ctx.db, tenantKeyOf(ctx));
  const section = pickSection(tree, lookup);
  return {
    ...section,
    parent: section.parentId !== null ? (tree.byId(section.parentId) ?? null) : null,
    hierarchy: tree.hierarchy(section.id),
    children: tree.children(section.id),
  };
}
