import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import { tags as changeTags, type ChangeTag } from '../../content-engine/core/change-tags.ts';
import type { EngineBlockType, TaggedBlock, TagScope } from '../../content-engine/layouts/block-type.ts';
import { contentQueryTags, shownTags } from '../../content-engine/layouts/population/block-tags.ts';
import { blockTypes } from '../../site/blocks/block-types.ts';

const byType: ReadonlyMap<string, EngineBlockType> = new Map(
  blockTypes.map((blockType) => [blockType.type, blockType]),
);

/** The page's own section: the section page's, or a content page's primary section. */
function pageSectionId(page: WebsiteLayoutPage): number | null {
  if (page.pageType === 'section') return page.id;
  const primary = (page.pageData as { primarySection?: { id?: number } } | null)?.primarySection;
  return primary?.id ?? null;
}

/**
 * A block's tags: its type's; else, when the engine filled it by its population settings (a type
 * without a loader of its own), a content query's; else the items and issues it shows.
 */
function blockTags(block: TaggedBlock, scope: TagScope): ChangeTag[] {
  const blockType = byType.get(block.type);
  if (blockType?.tags) return blockType.tags(block, scope);
  if (!blockType?.populate && block.settings.population) return contentQueryTags(block, scope);
  return shownTags(block);
}

/**
 * What a rendered page depends on, as change tags (content-engine/core/change-tags.ts): its own
 * subject, what each block's data read (its block type's `tags`: the items it shows and the
 * listings it draws from), its layout, and the settings and menus every page shows.
 */
export function pageDependencyTags(page: WebsiteLayoutPage): string[] {
  const tags = new Set<string>([changeTags.settings, changeTags.menus]);
  if (page.layoutId) tags.add(changeTags.layout(page.layoutId));
  if (page.id !== null && page.pageType) {
    const subject = {
      content: changeTags.content,
      section: changeTags.section,
      issue: changeTags.issue,
      publication: changeTags.publication,
    }[page.pageType as string];
    if (subject) tags.add(subject(page.id));
  }
  const scope: TagScope = { sectionId: pageSectionId(page) };
  if (page.pageType === 'section') tags.add(changeTags.sections);
  for (const row of page.primaryGrid.rows)
    for (const column of row.columns)
      for (const block of column.blocks) for (const tag of blockTags(block, scope)) tags.add(tag);
  return [...tags].sort();
}
