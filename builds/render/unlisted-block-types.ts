import type { Logger } from '../../content-engine/core/logger.ts';
import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import { blockTypes } from '../../site/blocks/block-types.ts';

const listed: ReadonlySet<string> = new Set(blockTypes.map((blockType) => blockType.type));

/** The block types a page's layout holds that `blockTypes` does not list: the site has no renderer for them. */
export function unlistedBlockTypes(page: Pick<WebsiteLayoutPage, 'primaryGrid'>): string[] {
  const unlisted = new Set<string>();
  for (const row of page.primaryGrid.rows)
    for (const column of row.columns)
      for (const block of column.blocks) if (!listed.has(block.type)) unlisted.add(block.type);
  return [...unlisted];
}

/**
 * Warns, once per block type for the life of a renderer, of a layout holding a block type without
 * a renderer: the page leaves the block out, and the build says so instead of dropping it silently (ADR 41).
 */
export function unlistedBlockTypeWarner(log: Logger): (page: WebsiteLayoutPage) => void {
  const warned = new Set<string>();
  return (page) => {
    for (const type of unlistedBlockTypes(page)) {
      if (warned.has(type)) continue;
      warned.add(type);
      log.warn(
        { blockType: type, path: page.path, layoutId: page.layoutId },
        `A layout holds block type '${type}', which has no renderer (not in site/blocks/block-types.ts): pages leave it out`,
      );
    }
  };
}
