import type { SectionLink } from './section-links.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { sectionLinks } from './section-links.ts';

/** section_tree: the sections chosen in site settings (sectionTree.parentSections), with their children. */
export const sectionTreeBlock = defineBlockType<'section_tree', SectionLink[]>({
  type: 'section_tree',
  label: 'Section tree',
  group: 'Navigation & search',
  settings: blockSettingsSchema,
  load: async ({ page, settings }, engine) =>
    sectionLinks(await engine.sections(), { parentIds: settings.sectionTree.parentSections, currentPath: page.path }),
  isEmpty: ({ loaded }) => !loaded?.length,
});
