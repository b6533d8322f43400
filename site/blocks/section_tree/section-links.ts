import type { SectionTree, WebsiteSection } from '../../../content-engine/sections/section-tree.ts';

/** A section in the tree block, with its children down to the tree's depth. */
export interface SectionLink {
  id: number;
  name: string;
  href: string;
  current: boolean;
  children: SectionLink[];
}

/** Levels shown, counting the parent sections as the first (admin §9 "section tree depth 3"). */
export const sectionTreeDepth = 3;

/**
 * The section tree block's links: the parent sections chosen in site settings
 * (sectionTree.parentSections, in that order; unknown or inactive ids skipped), or every top-level
 * section but home when none are chosen, each with its descendants to `depth` levels.
 */
export function sectionLinks(
  tree: SectionTree,
  {
    parentIds,
    currentPath,
    depth = sectionTreeDepth,
  }: { parentIds: readonly number[]; currentPath: string; depth?: number },
): SectionLink[] {
  const parents =
    parentIds.length > 0
      ? parentIds.flatMap((id) => tree.byId(id) ?? [])
      : tree.roots().filter((s) => s.canonicalPath !== '/');
  const toLink = (section: WebsiteSection, level: number): SectionLink => ({
    id: section.id,
    name: section.name,
    href: section.canonicalPath,
    current: section.canonicalPath === currentPath,
    children: level < depth ? tree.children(section.id).map((child) => toLink(child, level + 1)) : [],
  });
  return parents.map((section) => toLink(section, 1));
}
