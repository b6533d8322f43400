import type { Knex } from 'knex';
import { layoutFieldsSchema } from '../../layouts/layout-input.ts';
import { insertLayoutRow } from '../../layouts/writes.ts';
import { contentGrid, sectionGrids, starterHomeGrid } from './grids.ts';
import type { StarterSection } from './sections.ts';

/** The layouts a new tenant starts with: its home page, every section page and every content page. */
export async function insertStarterLayouts(
  db: Knex,
  { tenantKey, sections, now }: { tenantKey: string; sections: StarterSection[]; now: number },
): Promise<number> {
  const home = sections.find((s) => s.alias === 'home')!;
  const tops = sections.filter((s) => s.parentId === null && s.alias !== 'home');
  const section = sectionGrids();
  const layouts = [
    {
      name: 'Home',
      type: 'url-override',
      aliases: ['/'],
      pageType: 'section',
      primaryGrid: starterHomeGrid({ homeId: home.id, sections: tops }),
    },
    {
      name: 'Section',
      type: 'section',
      loadMoreType: 'custom-click',
      primaryGrid: section.primary,
      secondaryGrid: section.secondary,
    },
    { name: 'Content', type: 'content', loadMoreType: 'page-scroll', primaryGrid: contentGrid() },
  ];
  for (const layout of layouts)
    await insertLayoutRow(db, {
      ownerKey: tenantKey,
      layout: layoutFieldsSchema.parse({ ...layout, tenants: [tenantKey] }),
      now,
    });
  return layouts.length;
}
