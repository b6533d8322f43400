import { describe, expect, it } from 'vitest';
import type { SectionListItem } from './api/section-types.ts';
import { buildSectionTree, selfAndDescendants } from './section-tree.ts';

const section = (id: number, parentId: number | null): SectionListItem => ({
  id,
  parentId,
  name: `S${id}`,
  alias: `s${id}`,
  fullName: `S${id}`,
  hierarchy: [],
  canonicalPath: `/s${id}`,
});
const sections = [section(1, null), section(2, 1), section(3, 2), section(4, null), section(5, 99)];

describe('section tree', () => {
  it('nests children under their parents and keeps orphans at the top level', () => {
    const tree = buildSectionTree(sections);
    expect(tree.map((node) => node.section.id)).toEqual([1, 4, 5]);
    expect(tree[0]?.children[0]?.section.id).toBe(2);
    expect(tree[0]?.children[0]?.children[0]?.section.id).toBe(3);
  });

  it('excludes a section and its descendants from its parent choices', () => {
    expect([...selfAndDescendants(sections, 1)].sort()).toEqual([1, 2, 3]);
    expect([...selfAndDescendants(sections, 3)]).toEqual([3]);
  });
});
