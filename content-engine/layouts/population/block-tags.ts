import { tags, type ChangeTag } from '../../core/change-tags.ts';
import type { Population } from '../../shared/schemas/grid.ts';
import type { TaggedBlock, TagScope } from '../block-type.ts';
import { populationOf } from './content-query.ts';

/** The items and issues a populated block shows (a title edit shows everywhere), and `issue:*` for issue lists. */
export function shownTags(block: TaggedBlock): ChangeTag[] {
  const shown: ChangeTag[] = [];
  for (const item of block.data?.items ?? []) shown.push(tags.content(item.id));
  for (const issue of block.data?.issues ?? []) {
    shown.push(tags.issue(issue.id));
    for (const item of issue.items ?? []) shown.push(tags.content(item.id));
  }
  if (block.data?.issues) shown.push(tags.anyIssue);
  return shown;
}

/**
 * The listing a population draws from, so a new item in it changes the list: `section:ID`, else
 * `type:T` per content type, else `type:*`.
 */
export function listingTags(population: Population, page: TagScope): ChangeTag[] {
  const section = population.section === 'current' ? page.sectionId : population.section;
  if (section) return [tags.section(section)];
  if (population.contentTypes.length) return population.contentTypes.map((type) => tags.type(type));
  return [tags.anyType];
}

/**
 * A list block's tags: what it shows and the listing its population draws from, completed with
 * its type's default population (related_content's tops up from the page's section).
 */
export const contentQueryTags = (
  block: TaggedBlock,
  page: TagScope,
  defaultPopulation?: Partial<Population>,
): ChangeTag[] => [...shownTags(block), ...listingTags(populationOf(block, defaultPopulation), page)];
