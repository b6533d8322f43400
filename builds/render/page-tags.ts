import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import { populationOf } from '../../content-engine/layouts/population/content-query.ts';
import { populatorFor } from '../../content-engine/layouts/population/registry.ts';
import { populateContentQuery } from '../../content-engine/layouts/population/content-query.ts';
import { populateRelatedContent } from '../../content-engine/layouts/population/related-content.ts';

type Item = { id: number };
type IssueData = { id: number; items?: Item[] };

/** The page's own section: the section page's, or a content page's primary section. */
function pageSectionId(page: WebsiteLayoutPage): number | null {
  if (page.pageType === 'section') return page.id;
  const primary = (page.pageData as { primarySection?: { id?: number } } | null)?.primarySection;
  return primary?.id ?? null;
}

/**
 * What a rendered page depends on, as change tags (content-engine/core/events.ts): its own
 * subject, every item it shows (a title edit shows everywhere), the listings its blocks draw from
 * (`section:ID`, or `type:T` / `type:*` for lists across sections — a new item in them changes
 * the list), issues, its layout, and the settings and menus every page shows.
 */
export function pageDependencyTags(page: WebsiteLayoutPage): string[] {
  const tags = new Set<string>(['settings', 'menus']);
  if (page.layoutId) tags.add(`layout:${page.layoutId}`);
  if (page.id !== null && page.pageType) {
    const prefix = { content: 'content', section: 'section', issue: 'issue', publication: 'publication' }[
      page.pageType as string
    ];
    if (prefix) tags.add(`${prefix}:${page.id}`);
  }
  const sectionId = pageSectionId(page);
  if (page.pageType === 'section') tags.add('sections');
  for (const row of page.primaryGrid.rows) {
    for (const column of row.columns) {
      for (const block of column.blocks) {
        for (const item of (block.data?.items ?? []) as Item[]) tags.add(`content:${item.id}`);
        for (const issue of (block.data?.issues ?? []) as IssueData[]) {
          tags.add(`issue:${issue.id}`);
          for (const item of issue.items ?? []) tags.add(`content:${item.id}`);
        }
        if (block.data?.issues) tags.add('issue:*');
        const populator = populatorFor(block);
        if (populator !== populateContentQuery && populator !== populateRelatedContent) continue;
        const population = populationOf(
          block,
          populator === populateRelatedContent ? { section: 'current' } : undefined,
        );
        const section = population.section === 'current' ? sectionId : population.section;
        if (section) tags.add(`section:${section}`);
        else if (population.contentTypes.length) for (const type of population.contentTypes) tags.add(`type:${type}`);
        else tags.add('type:*');
      }
    }
  }
  return [...tags].sort();
}
