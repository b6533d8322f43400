import { describe, expect, it } from 'vitest';
import { gridSchema, type Grid } from '../../../../content-engine/shared/schemas/grid.ts';
import {
  addBlock,
  addRow,
  changeRowLayout,
  columnPlaces,
  insertBlock,
  insertRow,
  moveBlock,
  moveBlockToColumn,
  moveRow,
  moved,
  removeBlock,
  removeRow,
  updateBlockSettings,
  updateColumnSettings,
  updateRowSettings,
} from './grid-operations.ts';

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

/** A grid of one 1_1_1 row whose columns hold blocks a, b and c, d. */
function threeColumns(): Grid {
  const newId = ids();
  let grid = addRow({ rows: [] }, '1_1_1', newId);
  const [row] = grid.rows;
  const [first, second, third] = row!.columns;
  grid = addBlock(grid, { rowId: row!.id, columnId: first!.id }, 'rich_text', {}, () => 'a');
  grid = addBlock(grid, { rowId: row!.id, columnId: second!.id }, 'content_list', {}, () => 'b');
  grid = addBlock(grid, { rowId: row!.id, columnId: third!.id }, 'gam_ad', {}, () => 'c');
  return addBlock(grid, { rowId: row!.id, columnId: third!.id }, 'rich_text', {}, () => 'd');
}
const blockIds = (grid: Grid, row = 0) => grid.rows[row]!.columns.map((column) => column.blocks.map((b) => b.id));

describe('grid operations', () => {
  it('adds a row of a layout with its default settings and one empty column per layout column', () => {
    const grid = addRow({ rows: [] }, '1_2_1', ids());
    expect(grid.rows).toHaveLength(1);
    expect(grid.rows[0]).toMatchObject({
      id: 'id-1',
      settings: { layout: '1_2_1', verticalPadding: 'default', width: 'site-width', columnPriority: 'largest_first' },
      columns: [{ id: 'id-2', blocks: [] }, { id: 'id-3' }, { id: 'id-4' }],
    });
    expect(gridSchema.safeParse(grid).success).toBe(true);
    expect(addRow(grid, '1', ids()).rows.map((row) => row.settings.layout)).toEqual(['1_2_1', '1']);
  });

  it('moves rows and blocks without changing the grid it was given', () => {
    const newId = ids();
    const grid = addRow(addRow(addRow({ rows: [] }, '1', newId), '1_2', newId), '2_1', newId);
    const reordered = moveRow(grid, 2, 0);
    expect(reordered.rows.map((row) => row.settings.layout)).toEqual(['2_1', '1', '1_2']);
    expect(grid.rows.map((row) => row.settings.layout)).toEqual(['1', '1_2', '2_1']);
    expect(moveRow(grid, 0, 99).rows.map((row) => row.settings.layout)).toEqual(['1_2', '2_1', '1']);
    const blocks = threeColumns();
    const row = blocks.rows[0]!;
    expect(blockIds(moveBlock(blocks, { rowId: row.id, columnId: row.columns[2]!.id }, 1, 0))).toEqual([
      ['a'],
      ['b'],
      ['d', 'c'],
    ]);
    expect(moved(['x', 'y'], 5, 0)).toEqual(['x', 'y']);
  });

  it('moves a block to the end of another column, of its row or another, and names every column', () => {
    let grid = threeColumns();
    let n = 0;
    grid = addRow(grid, '1_2', () => `second-${++n}`);
    const [first, second] = grid.rows;
    const from = { rowId: first!.id, columnId: first!.columns[2]!.id };
    const across = moveBlockToColumn(grid, from, 'c', { rowId: first!.id, columnId: first!.columns[0]!.id });
    expect(blockIds(across)).toEqual([['a', 'c'], ['b'], ['d']]);
    const down = moveBlockToColumn(grid, from, 'd', { rowId: second!.id, columnId: second!.columns[1]!.id });
    expect(blockIds(down)).toEqual([['a'], ['b'], ['c']]);
    expect(blockIds(down, 1)).toEqual([[], ['d']]);
    expect(blockIds(grid)).toEqual([['a'], ['b'], ['c', 'd']]);
    expect(moveBlockToColumn(grid, from, 'c', from)).toBe(grid);
    expect(moveBlockToColumn(grid, from, 'nope', { rowId: second!.id, columnId: second!.columns[0]!.id })).toBe(grid);
    expect(columnPlaces(grid).map(({ label }) => label)).toEqual([
      'Row 1, column 1',
      'Row 1, column 2',
      'Row 1, column 3',
      'Row 2, column 1',
      'Row 2, column 2',
    ]);
  });

  it('removes rows and blocks, and puts them back where they were', () => {
    const grid = threeColumns();
    const row = grid.rows[0]!;
    const at = { rowId: row.id, columnId: row.columns[2]!.id };
    const without = removeBlock(grid, at, 'c');
    expect(blockIds(without)).toEqual([['a'], ['b'], ['d']]);
    expect(insertBlock(without, at, row.columns[2]!.blocks[0]!, 0)).toEqual(grid);
    const empty = removeRow(grid, row.id);
    expect(empty.rows).toEqual([]);
    expect(insertRow(empty, row, 0)).toEqual(grid);
  });

  it("changes a row's layout keeping every block: those of removed columns go to the last kept column", () => {
    const grid = threeColumns();
    const rowId = grid.rows[0]!.id;
    const two = changeRowLayout(grid, rowId, '1_3', ids());
    expect(two.rows[0]!.settings.layout).toBe('1_3');
    expect(blockIds(two)).toEqual([['a'], ['b', 'c', 'd']]);
    const one = changeRowLayout(grid, rowId, '1', ids());
    expect(blockIds(one)).toEqual([['a', 'b', 'c', 'd']]);
    const back = changeRowLayout(one, rowId, '1_2_1', () => 'new');
    expect(blockIds(back)).toEqual([['a', 'b', 'c', 'd'], [], []]);
    expect(back.rows[0]!.columns.map((column) => column.id)).toEqual([grid.rows[0]!.columns[0]!.id, 'new', 'new']);
  });

  it('replaces row, column and block settings', () => {
    const grid = threeColumns();
    const row = grid.rows[0]!;
    const at = { rowId: row.id, columnId: row.columns[1]!.id };
    const changed = updateBlockSettings(
      updateColumnSettings(
        updateRowSettings(grid, row.id, { ...row.settings, title: 'Latest' }),
        at.rowId,
        at.columnId,
        {
          blockAlignment: 'center',
        },
      ),
      at,
      'b',
      { title: 'News', population: { numberOfItems: 3 } },
    );
    expect(changed.rows[0]!.settings.title).toBe('Latest');
    expect(changed.rows[0]!.columns[1]).toMatchObject({
      settings: { blockAlignment: 'center' },
      blocks: [{ id: 'b', type: 'content_list', settings: { title: 'News', population: { numberOfItems: 3 } } }],
    });
  });

  it("gives a new block a copy of its type's defaults", () => {
    const defaults = { population: { contentTypes: ['Webinar'] } };
    const grid = addRow({ rows: [] }, '1', ids());
    const at = { rowId: grid.rows[0]!.id, columnId: grid.rows[0]!.columns[0]!.id };
    const added = addBlock(grid, at, 'webinars', defaults, () => 'w');
    (added.rows[0]!.columns[0]!.blocks[0]!.settings.population as { contentTypes: string[] }).contentTypes.push('x');
    expect(defaults.population.contentTypes).toEqual(['Webinar']);
  });
});
