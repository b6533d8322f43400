import { describe, expect, it } from 'vitest';
import { createSectionTree } from './section-tree.ts';
import { normaliseSectionAlias, sectionCanonicalPath, type WebsiteSection } from './section.ts';

const section = (s: Partial<WebsiteSection> & Pick<WebsiteSection, 'id' | 'name' | 'alias'>): WebsiteSection => ({
  tenantKey: 't',
  parentId: null,
  fullName: s.name,
  systemAlias: s.alias,
  manualAlias: null,
  aliasOverride: null,
  description: '',
  gamAlias: null,
  sequence: 0,
  status: 1,
  canonicalPath: sectionCanonicalPath(s.alias),
  ...s,
});

const sections = [
  section({ id: 1, name: 'Home', alias: 'home' }),
  section({ id: 2, name: 'News', alias: 'news', sequence: 1 }),
  section({ id: 3, name: 'Industry', alias: 'news/industry', parentId: 2, sequence: 2 }),
  section({ id: 4, name: 'Business', alias: 'news/business', parentId: 2, sequence: 1 }),
  section({ id: 5, name: 'Fleets', alias: 'news/industry/fleets', parentId: 3 }),
  section({ id: 6, name: 'Orphan', alias: 'orphan', parentId: 99 }),
];

describe('createSectionTree', () => {
  const tree = createSectionTree(sections);

  it('finds sections by id and by alias with or without slashes, in any case', () => {
    expect(tree.byId(3)?.name).toBe('Industry');
    expect(tree.byAlias('news/industry')?.id).toBe(3);
    expect(tree.byAlias('/News/Industry/')?.id).toBe(3);
    expect(tree.byAlias('/')?.id).toBe(1);
    expect(tree.byAlias('nope')).toBeUndefined();
    expect(tree.byId(42)).toBeUndefined();
  });

  it('lists children in sequence order', () => {
    expect(tree.children(2).map((s) => s.id)).toEqual([4, 3]);
    expect(tree.children(5)).toEqual([]);
  });

  it('lists ancestors root first, without the section itself', () => {
    expect(tree.ancestors(5).map((s) => s.id)).toEqual([2, 3]);
    expect(tree.ancestors(2)).toEqual([]);
  });

  it('includes the section itself among its descendant ids', () => {
    expect(tree.descendantIds(2).sort()).toEqual([2, 3, 4, 5]);
    expect(tree.descendantIds(5)).toEqual([5]);
    expect(tree.descendantIds(42)).toEqual([]);
  });

  it('gives the breadcrumb from the root to the section with full names', () => {
    expect(tree.hierarchy(5)).toEqual([
      { id: 2, name: 'News', alias: 'news', fullName: 'News', canonicalPath: '/news' },
      { id: 3, name: 'Industry', alias: 'news/industry', fullName: 'News > Industry', canonicalPath: '/news/industry' },
      {
        id: 5,
        name: 'Fleets',
        alias: 'news/industry/fleets',
        fullName: 'News > Industry > Fleets',
        canonicalPath: '/news/industry/fleets',
      },
    ]);
    expect(tree.hierarchy(42)).toEqual([]);
  });

  it('computes full names from the ancestry rather than trusting the stored value', () => {
    expect(tree.byId(5)?.fullName).toBe('News > Industry > Fleets');
  });

  it('treats a section whose parent is missing as a root', () => {
    expect(tree.roots().map((s) => s.id)).toEqual([1, 6, 2]);
    expect(tree.hierarchy(6).map((h) => h.id)).toEqual([6]);
  });

  it('orders every section depth first, parents before children', () => {
    expect(tree.all().map((s) => s.id)).toEqual([1, 6, 2, 4, 3, 5]);
  });

  it('survives a parent cycle without looping', () => {
    const cyclic = createSectionTree([
      section({ id: 1, name: 'A', alias: 'a', parentId: 2 }),
      section({ id: 2, name: 'B', alias: 'b', parentId: 1 }),
    ]);
    expect(cyclic.ancestors(1).map((s) => s.id)).toEqual([2]);
    expect(
      cyclic
        .all()
        .map((s) => s.id)
        .sort(),
    ).toEqual([1, 2]);
    expect(cyclic.descendantIds(1).sort()).toEqual([1, 2]);
  });
});

describe('section aliases and paths', () => {
  it('strips slashes and lower-cases aliases; the root path means home', () => {
    expect(normaliseSectionAlias(' /News/Industry/ ')).toBe('news/industry');
    expect(normaliseSectionAlias('/')).toBe('home');
    expect(normaliseSectionAlias('')).toBe('home');
  });

  it('puts the home section at the root path and others under their alias', () => {
    expect(sectionCanonicalPath('home')).toBe('/');
    expect(sectionCanonicalPath('news/industry')).toBe('/news/industry');
  });
});
