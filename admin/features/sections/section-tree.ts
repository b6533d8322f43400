import type { SectionListItem } from './api/section-types.ts';

export interface SectionNode {
  section: SectionListItem;
  children: SectionNode[];
}

/** The flat hierarchy as a tree; a section whose parent is not listed is shown at the top level. */
export function buildSectionTree(sections: readonly SectionListItem[]): SectionNode[] {
  const nodes = new Map(sections.map((section) => [section.id, { section, children: [] as SectionNode[] }]));
  const roots: SectionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.section.parentId === null ? undefined : nodes.get(node.section.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The ids of a section and all its descendants: none of them can become its parent. */
export function selfAndDescendants(sections: readonly SectionListItem[], id: number): Set<number> {
  const excluded = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const section of sections) {
      if (section.parentId !== null && excluded.has(section.parentId) && !excluded.has(section.id)) {
        excluded.add(section.id);
        grew = true;
      }
    }
  }
  return excluded;
}
