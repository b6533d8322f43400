import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockCatalogueOf } from '../../../../content-engine/layouts/block-catalogue.ts';
import type { Grid } from '../../../../content-engine/shared/schemas/grid.ts';
import { blockTypes } from '../../../../site/blocks/block-types.ts';
import { toEditorCatalogue } from './editor-catalogue.ts';
import { addBlock, addRow } from './grid-operations.ts';
import { GridEditorView } from './GridEditorView.tsx';
import { SettingsFields } from './SettingsFields.tsx';

/* The grid editor rendered in isolation (react-dom/server) with the real block catalogue: no crash, and what it shows. */

const catalogue = toEditorCatalogue(blockCatalogueOf(blockTypes));
let n = 0;
const newId = () => `id-${++n}`;

function threeRows(): Grid {
  let grid = addRow(addRow(addRow({ rows: [] }, '1', newId), '1_2', newId), '1_1_1', newId);
  const at = (row: number, column: number) => ({
    rowId: grid.rows[row]!.id,
    columnId: grid.rows[row]!.columns[column]!.id,
  });
  const add = (row: number, column: number, type: string) => {
    grid = addBlock(grid, at(row, column), type, catalogue.byType.get(type)?.defaultSettings ?? {}, newId);
  };
  add(0, 0, 'content_list');
  add(0, 0, 'rich_text');
  add(1, 1, 'gam_ad');
  add(2, 2, 'magazine_issue');
  add(2, 2, 'retired_block');
  return grid;
}

const render = (value: Grid, readOnly = false) =>
  renderToStaticMarkup(
    createElement(GridEditorView, { name: 'primaryGrid', value, onChange: () => undefined, readOnly, catalogue }),
  );

describe('GridEditorView', () => {
  it('renders an empty grid with the seven row layouts to add a row with', () => {
    const html = render({ rows: [] });
    expect(html).toContain('No rows yet.');
    expect(html).toContain('>Add row</button>');
    for (const layout of ['1', '1_2', '2_1', '1_3', '3_1', '1_1_1', '1_2_1'])
      expect(html).toMatch(new RegExp(`<option value="${layout}"( selected="")?>${layout} — `));
  });

  it('renders rows, their columns and blocks, named for assistive technology', () => {
    const html = render(threeRows());
    for (const row of [1, 2, 3]) expect(html).toContain(`aria-label="Primary grid row ${row}"`);
    expect(html.match(/role="group" aria-label="Column \d"/g)).toHaveLength(6);
    expect(html).toContain('aria-label="Block 1: Content list"');
    expect(html).toContain('aria-label="Block 2: Rich text"');
    expect(html).toContain('aria-label="Block 1: Ad unit (Google Ad Manager)"');
    expect(html).toContain('aria-label="Block 2: retired_block"');
    expect(html).toContain('The site has no block type “retired_block”');
    expect(html.match(/>Move up</g)).toHaveLength(3 + 5);
    expect(html.match(/>Add block</g)).toHaveLength(6);
    expect(html).toContain('aria-roledescription="sortable"');
  });

  it('shows a read-only grid without the controls that change it', () => {
    const html = render(threeRows(), true);
    expect(html).toContain('aria-label="Primary grid row 1"');
    for (const control of ['Add row', 'Remove row', 'Remove block', 'Move up', 'Add block', 'Drag '])
      expect(html).not.toContain(control);
    expect(html).toContain('>Edit settings</button>');
  });
});

describe('SettingsFields generated from a block schema', () => {
  const fields = catalogue.byType.get('content_list')!.fields;
  const html = (values: Record<string, unknown>) =>
    renderToStaticMarkup(createElement(SettingsFields, { fields, values, onChange: () => undefined, readOnly: false }));

  it("renders the shared block settings, the type's own and the population group", () => {
    const markup = html({ title: 'Latest', population: { numberOfItems: 3, contentTypes: ['Article'] } });
    for (const label of [
      'Title',
      'Link',
      'Color scheme',
      'Tracking ID',
      'Title icon',
      'Call-to-action text',
      'Button label',
    ])
      expect(markup).toContain(`>${label}</label>`);
    expect(markup).toContain('value="Latest"');
    expect(markup).toContain('<legend>Population</legend>');
    expect(markup).toContain('<legend>Content types</legend>');
    expect(markup).toMatch(/<input type="checkbox" checked="" value="">Article|checked=""[^>]*>Article/);
    expect(markup).toContain('>Section</label>');
    expect(markup).toContain('>Schedule option</label>');
    expect(markup).toContain('<option value="Featured">Featured</option>');
    expect(markup).toContain('>Hand-picked content</label>');
    expect(markup).toContain('value="3"');
  });

  it('shows the rule a value breaks beside its field', () => {
    const markup = html({ population: { numberOfItems: 0 } });
    expect(markup).toContain('aria-invalid="true"');
    expect(markup).toMatch(/role="alert">Must be at least 1</);
  });
});
