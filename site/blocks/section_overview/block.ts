import { listBlockType } from '../shared/list-block-type.ts';

/** section_overview: the page's section's latest content (rendered by ContentList). */
export const sectionOverviewBlock = listBlockType(
  'section_overview',
  { label: 'Section overview', group: 'Content lists' },
  { section: 'current', numberOfItems: 10 },
);
