import type { Grid } from '../../shared/schemas/grid.ts';
import type { ScheduleOption } from '../../shared/enums.ts';
import type { AnalysedLayout } from './analysis-scope.ts';
import { blockPlacements, type BlockPlacement } from './block-placements.ts';

/** One block whose population.scheduleOption a replacement changes. */
export interface ScheduleOptionChange {
  layoutId: number;
  layoutName: string;
  sites: string[];
  grid: BlockPlacement['grid'];
  row: number;
  column: number;
  blockId: string;
  blockType: string;
}

/** Narrows a replacement to these blocks (an undo names the blocks the replacement changed). */
export type BlockKey = { layoutId: number; blockId: string };

/** The blocks of the layouts whose population.scheduleOption is `from` (of `only`, when given). */
export function scheduleOptionChanges(
  layouts: readonly AnalysedLayout[],
  { from, only }: { from: ScheduleOption; only?: readonly BlockKey[] | null },
): ScheduleOptionChange[] {
  const wanted = only ? new Set(only.map((key) => `${key.layoutId}:${key.blockId}`)) : null;
  return layouts.flatMap((layout) =>
    blockPlacements(layout)
      .filter(({ block }) => block.settings.population?.scheduleOption === from)
      .filter(({ block }) => !wanted || wanted.has(`${layout.id}:${block.id}`))
      .map(({ block, grid, row, column }) => ({
        layoutId: layout.id,
        layoutName: layout.name,
        sites: layout.sites,
        grid,
        row,
        column,
        blockId: block.id,
        blockType: block.type,
      })),
  );
}

/** The grid with the named blocks' population.scheduleOption set to `to`. */
export const withScheduleOption = (grid: Grid, blockIds: ReadonlySet<string>, to: ScheduleOption): Grid => ({
  rows: grid.rows.map((row) => ({
    ...row,
    columns: row.columns.map((column) => ({
      ...column,
      blocks: column.blocks.map((block) =>
        blockIds.has(block.id) && block.settings.population
          ? {
              ...block,
              settings: { ...block.settings, population: { ...block.settings.population, scheduleOption: to } },
            }
          : block,
      ),
    })),
  })),
});
