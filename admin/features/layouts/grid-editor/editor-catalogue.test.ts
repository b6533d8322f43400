import { describe, expect, it } from 'vitest';
import { blockCatalogueOf } from '../../../../content-engine/layouts/block-catalogue.ts';
import { blockTypes } from '../../../../site/blocks/block-types.ts';
import { blockTypesByGroup, toEditorCatalogue } from './editor-catalogue.ts';

const catalogue = toEditorCatalogue(blockCatalogueOf(blockTypes));

describe('the editor catalogue', () => {
  it('turns every block type into fields, and leaves the row layout to the row’s own select', () => {
    expect(catalogue.blockTypes).toHaveLength(blockTypes.length);
    for (const blockType of catalogue.blockTypes) expect(blockType.fields.length, blockType.type).toBeGreaterThan(0);
    expect(catalogue.rowFields.map((field) => field.key)).not.toContain('layout');
    expect(catalogue.rowFields.map((field) => field.key)).toEqual(
      expect.arrayContaining(['verticalPadding', 'columnPriority', 'groupBlocks', 'displayCondition', 'width', 'link']),
    );
    expect(catalogue.rowLayouts.map((layout) => layout.layout)).toEqual([
      '1',
      '1_2',
      '2_1',
      '1_3',
      '3_1',
      '1_1_1',
      '1_2_1',
    ]);
  });

  it('offers the whole catalogue by group, and narrows it by a search of names and types', () => {
    expect(blockTypesByGroup(catalogue, '').map(({ group }) => group)).toEqual(catalogue.groups);
    expect(blockTypesByGroup(catalogue, ' Content LI ')).toEqual([
      {
        group: 'Content lists',
        blockTypes: [expect.objectContaining({ type: 'content_list', label: 'Content list' })],
      },
    ]);
    expect(blockTypesByGroup(catalogue, 'gam_ad')[0]!.blockTypes.map((b) => b.label)).toEqual([
      'Ad unit (Google Ad Manager)',
    ]);
    expect(blockTypesByGroup(catalogue, 'nothing like it')).toEqual([]);
  });
});
