import { listBlockType } from '../shared/list-block-type.ts';

/** section_overview: the page's section's latest content (rendered by ContentList). */
export const sectionOverviewBlock = listBlockType('section_overview', { section: 'current', numberOfItems: 10 });
