import type { RowLayout } from '../../../../content-engine/shared/enums.ts';
import {
  columnsPerLayout,
  rowSettingsSchema,
  type Block,
  type BlockSettings,
  type Column,
  type Grid,
  type Row,
} from '../../../../content-engine/shared/schemas/grid.ts';

/*
 * The grid editor's changes as pure functions: each takes a grid and returns a new one, leaving
 * the given one as it was (the form keeps it for undo). New rows, columns and blocks get their
 * ids from `newId` (crypto.randomUUID in the editor).
 */

export type NewId = () => string;

const emptyColumn = (newId: NewId): Column => ({ id: newId(), settings: { blockAlignment: 'top' }, blocks: [] });

/** Moves an item of a list from one index to another (clamped to the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

const withRow = (grid: Grid, rowId: string, change: (row: Row) => Row): Grid => ({
  ...grid,
  rows: grid.rows.map((row) => (row.id === rowId ? change(row) : row)),
});

const withColumn = (grid: Grid, rowId: string, columnId: string, change: (column: Column) => Column): Grid =>
  withRow(grid, rowId, (row) => ({
    ...row,
    columns: row.columns.map((column) => (column.id === columnId ? change(column) : column)),
  }));

/** A new row of a layout (its defaults for every other setting) with one empty column per layout column, at the end. */
export function addRow(grid: Grid, layout: RowLayout, newId: NewId): Grid {
  const row: Row = {
    id: newId(),
    settings: rowSettingsSchema.parse({ layout }),
    columns: Array.from({ length: columnsPerLayout[layout] }, () => emptyColumn(newId)),
  };
  return { ...grid, rows: [...grid.rows, row] };
}

/** Puts a row (back) at an index: how a removal is undone. */
export const insertRow = (grid: Grid, row: Row, index: number): Grid => ({
  ...grid,
  rows: [...grid.rows.slice(0, index), row, ...grid.rows.slice(index)],
});

export const removeRow = (grid: Grid, rowId: string): Grid => ({
  ...grid,
  rows: grid.rows.filter((row) => row.id !== rowId),
});

export const moveRow = (grid: Grid, from: number, to: number): Grid => ({ ...grid, rows: moved(grid.rows, from, to) });

/**
 * Gives a row another layout, keeping every block: columns it still has keep theirs, new columns
 * start empty, and the blocks of the columns it loses go to the end of the last kept column.
 */
export function changeRowLayout(grid: Grid, rowId: string, layout: RowLayout, newId: NewId): Grid {
  return withRow(grid, rowId, (row) => {
    const count = columnsPerLayout[layout];
    const kept = row.columns.slice(0, count);
    const dropped = row.columns.slice(count).flatMap((column) => column.blocks);
    const columns = [...kept, ...Array.from({ length: count - kept.length }, () => emptyColumn(newId))];
    const last = columns[count - 1]!;
    columns[count - 1] = { ...last, blocks: [...last.blocks, ...dropped] };
    return { ...row, settings: { ...row.settings, layout }, columns };
  });
}

export const updateRowSettings = (grid: Grid, rowId: string, settings: Row['settings']): Grid =>
  withRow(grid, rowId, (row) => ({ ...row, settings }));

export const updateColumnSettings = (grid: Grid, rowId: string, columnId: string, settings: Column['settings']) =>
  withColumn(grid, rowId, columnId, (column) => ({ ...column, settings }));

/** A new block of a type with its type's default settings, at the end of a column. */
export function addBlock(
  grid: Grid,
  at: { rowId: string; columnId: string },
  type: string,
  defaultSettings: Record<string, unknown>,
  newId: NewId,
): Grid {
  const block: Block = { id: newId(), type, settings: structuredClone(defaultSettings) as BlockSettings };
  return withColumn(grid, at.rowId, at.columnId, (column) => ({ ...column, blocks: [...column.blocks, block] }));
}

/** Puts a block (back) at an index of a column: how a removal is undone. */
export const insertBlock = (grid: Grid, at: { rowId: string; columnId: string }, block: Block, index: number) =>
  withColumn(grid, at.rowId, at.columnId, (column) => ({
    ...column,
    blocks: [...column.blocks.slice(0, index), block, ...column.blocks.slice(index)],
  }));

export const removeBlock = (grid: Grid, at: { rowId: string; columnId: string }, blockId: string) =>
  withColumn(grid, at.rowId, at.columnId, (column) => ({
    ...column,
    blocks: column.blocks.filter((block) => block.id !== blockId),
  }));

export const moveBlock = (grid: Grid, at: { rowId: string; columnId: string }, from: number, to: number) =>
  withColumn(grid, at.rowId, at.columnId, (column) => ({ ...column, blocks: moved(column.blocks, from, to) }));

/** Where a block can go: every column of the grid, named by its row and column numbers. */
export interface ColumnPlace {
  rowId: string;
  columnId: string;
  label: string;
}

export const columnPlaces = (grid: Grid): ColumnPlace[] =>
  grid.rows.flatMap((row, rowIndex) =>
    row.columns.map((column, columnIndex) => ({
      rowId: row.id,
      columnId: column.id,
      label: `Row ${rowIndex + 1}, column ${columnIndex + 1}`,
    })),
  );

/** Moves a block to the end of another column (of any row); the grid as it was when either is missing. */
export function moveBlockToColumn(
  grid: Grid,
  from: { rowId: string; columnId: string },
  blockId: string,
  to: { rowId: string; columnId: string },
): Grid {
  const block = grid.rows
    .find((row) => row.id === from.rowId)
    ?.columns.find((column) => column.id === from.columnId)
    ?.blocks.find((candidate) => candidate.id === blockId);
  const target = grid.rows.find((row) => row.id === to.rowId)?.columns.find((column) => column.id === to.columnId);
  if (!block || !target || (from.rowId === to.rowId && from.columnId === to.columnId)) return grid;
  return insertBlock(removeBlock(grid, from, blockId), to, block, target.blocks.length);
}

/**
 * Replaces a block's settings with what its form holds: the input side of its type's schema
 * (defaults may be absent), which the engine completes and checks when the layout is saved.
 */
export const updateBlockSettings = (
  grid: Grid,
  at: { rowId: string; columnId: string },
  blockId: string,
  settings: Record<string, unknown>,
) =>
  withColumn(grid, at.rowId, at.columnId, (column) => ({
    ...column,
    blocks: column.blocks.map((block) =>
      block.id === blockId ? { ...block, settings: settings as BlockSettings } : block,
    ),
  }));
