import type { Block, Grid } from '../../shared/schemas/grid.ts';
import type { Layout } from '../layout.ts';

/** Where a block sits in a layout: its grid, row, column (1-based) and its place in the column. */
export interface BlockPlacement {
  grid: 'primary' | 'secondary';
  row: number;
  column: number;
  position: number;
  block: Block;
}

function* gridPlacements(grid: Grid, name: BlockPlacement['grid']): Generator<BlockPlacement> {
  for (const [r, row] of grid.rows.entries())
    for (const [c, column] of row.columns.entries())
      for (const [p, block] of column.blocks.entries())
        yield { grid: name, row: r + 1, column: c + 1, position: p + 1, block };
}

/** Every block of a layout, the primary grid's first, in reading order. */
export const blockPlacements = (layout: Pick<Layout, 'primaryGrid' | 'secondaryGrid'>): BlockPlacement[] => [
  ...gridPlacements(layout.primaryGrid, 'primary'),
  ...gridPlacements(layout.secondaryGrid, 'secondary'),
];

/** "primary grid, row 2, column 1" */
export const describePlacement = ({ grid, row, column }: Pick<BlockPlacement, 'grid' | 'row' | 'column'>) =>
  `${grid} grid, row ${row}, column ${column}`;
