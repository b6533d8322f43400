import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockTypes } from '../../site/blocks/block-types.ts';
import { blockGroups } from '../shared/block-groups.ts';
import { blockCatalogueOf, settingsJsonSchema } from './block-catalogue.ts';

describe('the block catalogue (ADR 45)', () => {
  it.each(blockTypes.map((blockType) => [blockType.type, blockType] as const))(
    '%s: its settings convert to a JSON Schema object and its defaults parse',
    (_type, blockType) => {
      const schema = settingsJsonSchema(blockType.settings);
      expect(schema).toMatchObject({ type: 'object' });
      expect(Object.keys(schema.properties as object)).toEqual(expect.arrayContaining(['title', 'trackingId']));
      expect(blockGroups).toContain(blockType.group);
      const { defaultSettings } = blockCatalogueOf(blockTypes).blockTypes.find((e) => e.type === blockType.type)!;
      expect(blockType.settings.safeParse(defaultSettings).success).toBe(true);
    },
  );

  it('describes a preprocessed population by its inner object (the input side)', () => {
    const schema = settingsJsonSchema(z.object({ population: z.preprocess((v) => v, z.object({ n: z.number() })) }));
    expect(schema.properties).toEqual({
      population: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] },
    });
  });

  it('names a block type without a label by its type, in the Other group', () => {
    const catalogue = blockCatalogueOf([{ type: 'mystery_block' }]);
    expect(catalogue.blockTypes[0]).toMatchObject({ type: 'mystery_block', label: 'mystery_block', group: 'Other' });
    expect(catalogue.groups).toEqual(['Other']);
  });
});
