import type { LoadMorePart } from '../../content-engine/layouts/operations/get-load-more-part.ts';
import type { PopulatedGrid } from '../../content-engine/layouts/population/populate-grid.ts';
import { tags as changeTags, type ChangeTag } from '../../content-engine/core/change-tags.ts';
import { pageDependencyTags } from './page-tags.ts';

/**
 * What a load-more fragment depends on: the page it continues, the listings its secondary grid or
 * next pages draw from (a new item there changes what comes next, or ends the end), every item
 * shown before it, and the grid or page it shows.
 */
export function loadMorePartTags(part: LoadMorePart | null): ChangeTag[] {
  if (!part) return [];
  const { page } = part;
  // The unpopulated secondary grid names its blocks' listings as the primary grid's do.
  const tags = new Set([
    ...pageDependencyTags(page),
    ...pageDependencyTags({ ...page, primaryGrid: page.secondaryGrid as PopulatedGrid }),
  ]);
  if (page.pageType === 'content') {
    const content = page.pageData;
    tags.add(content.primarySection ? changeTags.section(content.primarySection.id) : changeTags.type(content.type));
  }
  if (part.kind === 'end') return [...tags].sort();
  for (const id of part.shownContentIds) tags.add(changeTags.content(id));
  const shown = part.kind === 'grid' ? { ...page, primaryGrid: part.grid } : part.next;
  for (const tag of pageDependencyTags(shown)) tags.add(tag);
  return [...tags].sort();
}
