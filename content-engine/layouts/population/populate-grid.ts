import type { ContentNode } from '../../content/content-node.ts';
import type { Issue } from '../../magazines/magazine.ts';
import type { Block, Grid } from '../../shared/schemas/grid.ts';
import type { AuthorProfile } from './author-profile.ts';
import { populatorFor } from './populator-for.ts';
import type { BlockFill, BlockGroupFill, PageScope, UsedIds } from './types.ts';

/** An issue a block shows, with the content it carries when the block lists it (issue_overview). */
export type BlockIssue = Issue & { items?: ContentNode[] };

/** Items of a grouped block under one section (leading_companies). */
export interface BlockGroup {
  section: BlockGroupFill['section'];
  items: ContentNode[];
}

export interface PopulatedBlock extends Block {
  data: {
    items?: ContentNode[];
    issues?: BlockIssue[];
    authors?: AuthorProfile[];
    groups?: BlockGroup[];
  } | null;
  underFilled: boolean;
}

export interface PopulatedGrid {
  rows: (Omit<Grid['rows'][number], 'columns'> & {
    columns: (Omit<Grid['rows'][number]['columns'][number], 'blocks'> & { blocks: PopulatedBlock[] })[];
  })[];
}

/** Loads and hydrates the items of the given ids (public ones only, in any order). */
export type Hydrator = (ids: number[]) => Promise<ContentNode[]>;

/**
 * Fills a grid block by block, in reading order (rows, then columns, then blocks), so each
 * block skips the content and issues earlier blocks showed. Content is hydrated once at the end.
 * A block whose query fails gets no data and is named in `failedBlocks` (spec public §8).
 */
export async function populateGrid(
  grid: Grid,
  scope: PageScope,
  used: UsedIds,
  hydrate: Hydrator,
  onFailure: (block: Block, error: unknown) => void = () => {},
): Promise<{ grid: PopulatedGrid; underFilledBlocks: string[]; failedBlocks: string[] }> {
  const fills = new Map<string, BlockFill>();
  const failedBlocks: string[] = [];
  for (const row of grid.rows) {
    for (const column of row.columns) {
      for (const block of column.blocks) {
        const populator = populatorFor(scope.blockTypes, block);
        if (!populator) continue;
        let fill: BlockFill;
        try {
          fill = await populator(block, scope, used);
        } catch (error) {
          // One block's failing query leaves its data empty; the rest of the page still shows (spec public §8).
          onFailure(block, error);
          failedBlocks.push(`block ${block.id} (${block.type})`);
          fill = { itemIds: [], underFilled: true };
        }
        for (const id of fill.itemIds ?? []) used.content.add(id);
        for (const issue of fill.issues ?? []) used.issues.add(issue.id);
        fills.set(block.id, fill);
      }
    }
  }
  const allIds = new Set<number>();
  for (const fill of fills.values())
    for (const id of [...(fill.itemIds ?? []), ...(fill.issues ?? []).flatMap((i) => i.itemIds ?? [])]) allIds.add(id);
  const nodes = new Map((await hydrate([...allIds])).map((node) => [node.id, node]));
  const toNodes = (ids: number[] | undefined) => (ids ?? []).flatMap((id) => nodes.get(id) ?? []);

  const underFilledBlocks: string[] = [];
  const populated: PopulatedGrid = {
    rows: grid.rows.map((row) => ({
      ...row,
      columns: row.columns.map((column) => ({
        ...column,
        blocks: column.blocks.map((block): PopulatedBlock => {
          const fill = fills.get(block.id);
          if (!fill) return { ...block, data: null, underFilled: false };
          if (fill.underFilled) underFilledBlocks.push(block.id);
          const data: PopulatedBlock['data'] = {};
          if (fill.itemIds) data.items = toNodes(fill.itemIds);
          if (fill.issues)
            data.issues = fill.issues.map(({ itemIds, ...issue }) => ({
              ...issue,
              items: itemIds ? toNodes(itemIds) : undefined,
            }));
          if (fill.authors) data.authors = fill.authors;
          if (fill.groups)
            data.groups = fill.groups.map(({ itemIds, section }) => ({ section, items: toNodes(itemIds) }));
          return { ...block, data, underFilled: fill.underFilled };
        }),
      })),
    })),
  };
  return { grid: populated, underFilledBlocks, failedBlocks };
}
