import { describe, expect, it } from 'vitest';
import { createSectionTree, type WebsiteSection } from '../../../content-engine/sections/section-tree.ts';
import { sectionLinks, type SectionLink } from './section-links.ts';

const section = (id: number, name: string, alias: string, parentId: number | null, sequence = 0): WebsiteSection => ({
  id,
  tenantKey: 't',
  parentId,
  name,
  fullName: name,
  alias,
  systemAlias: alias,
  manualAlias: null,
  aliasOverride: null,
  description: '',
  gamAlias: null,
  sequence,
  status: 1,
  canonicalPath: alias === 'home' ? '/' : `/${alias}`,
});

const tree = createSectionTree([
  section(1, 'Home', 'home', null),
  section(2, 'Equipment', 'equipment', null, 1),
  section(3, 'Trucks', 'equipment/trucks', 2),
  section(4, 'Electric', 'equipment/trucks/electric', 3),
  section(5, 'Batteries', 'equipment/trucks/electric/batteries', 4),
  section(6, 'News', 'news', null, 2),
]);

const names = (links: SectionLink[]): unknown =>
  links.map((l) => (l.children.length ? [l.name, names(l.children)] : l.name));

describe('sectionLinks', () => {
  it('shows the top-level sections but home when no parents are chosen, three levels deep', () => {
    expect(names(sectionLinks(tree, { parentIds: [], currentPath: '/' }))).toEqual([
      ['Equipment', [['Trucks', ['Electric']]]],
      'News',
    ]);
  });

  it('starts from the chosen parent sections in their order and skips unknown ids', () => {
    const links = sectionLinks(tree, { parentIds: [6, 99, 3], currentPath: '/' });
    expect(names(links)).toEqual(['News', ['Trucks', [['Electric', ['Batteries']]]]]);
    expect(links[1]?.href).toBe('/equipment/trucks');
  });

  it('marks the section of the current page', () => {
    const [equipment] = sectionLinks(tree, { parentIds: [2], currentPath: '/equipment/trucks' });
    expect(equipment?.current).toBe(false);
    expect(equipment?.children[0]).toMatchObject({ name: 'Trucks', current: true });
  });
});
