import type { BlockTypePort } from '../../core/block-types.ts';
import type { Block, Grid } from '../../shared/schemas/grid.ts';
import { ownPopulatorOf } from './block-type-lookup.ts';
import { populateContentQuery } from './content-query.ts';
import type { BlockPopulator } from './types.ts';

/**
 * The populator for a block: its type's (the engine's block types, ADR 41), or the content query
 * when it carries population settings; blocks without one render from settings and page data.
 */
export const populatorFor = (blockTypes: readonly BlockTypePort[], block: Block): BlockPopulator | undefined =>
  ownPopulatorOf(blockTypes, block) ?? (block.settings.population ? populateContentQuery : undefined);

/** How many blocks of a grid are plain content queries (the ones a candidate pool can answer). */
export const countQueryBlocks = (blockTypes: readonly BlockTypePort[], grid: Grid) =>
  grid.rows.reduce(
    (n, row) =>
      n +
      row.columns.reduce(
        (m, column) =>
          m + column.blocks.filter((block) => populatorFor(blockTypes, block) === populateContentQuery).length,
        0,
      ),
    0,
  );
