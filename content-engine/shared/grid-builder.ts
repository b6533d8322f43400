import type { RowLayout } from './enums.ts';
import { columnsPerLayout, gridSchema, type Grid } from './schemas/grid.ts';

export interface BlockSpec {
  type: string;
  settings?: Record<string, unknown>;
}

export interface RowSpec {
  layout: RowLayout;
  columns: BlockSpec[][];
  settings?: Record<string, unknown>;
}

export const block = (type: string, settings: Record<string, unknown> = {}): BlockSpec => ({ type, settings });

/** A validated grid; row, column and block ids are "r1", "r1c2", "r1c2b3" under `prefix`. */
export function buildGrid(rows: RowSpec[], prefix = 'r'): Grid {
  return gridSchema.parse({
    rows: rows.map((row, r) => {
      if (row.columns.length !== columnsPerLayout[row.layout])
        throw new Error(`Row layout ${row.layout} needs ${columnsPerLayout[row.layout]} columns`);
      const rowId = `${prefix}${r + 1}`;
      return {
        id: rowId,
        settings: { layout: row.layout, ...row.settings },
        columns: row.columns.map((blocks, c) => ({
          id: `${rowId}c${c + 1}`,
          blocks: blocks.map((b, i) => ({
            id: `${rowId}c${c + 1}b${i + 1}`,
            type: b.type,
            settings: b.settings ?? {},
          })),
        })),
      };
    }),
  });
}
