import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blockSettingsSchema,
  columnSettingsSchema,
  listBlockSettingsSchema,
  rowSettingsSchema,
} from '../../../../content-engine/shared/schemas/grid.ts';
import { asJsonSchema } from './json-schema.ts';
import { fieldsOf, labelOf, problemOf, problemsOf, withSetting, type SettingField } from './schema-fields.ts';

/** A zod schema as the engine's catalogue sends it (z.toJSONSchema, input side). */
const json = (schema: z.ZodType) => asJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
const byKey = (fields: SettingField[], key: string) => fields.find((field) => field.key === key)!;

describe('schema-to-fields mapping', () => {
  it('maps a list block: text, booleans, its own settings, and the population as a group with engine selects', () => {
    const fields = fieldsOf(
      json(listBlockSettingsSchema().extend({ nativeAd: z.boolean().optional(), nativeAdPosition: z.number().int() })),
      'content_list',
    );
    expect(byKey(fields, 'title')).toEqual({
      key: 'title',
      label: 'Title',
      required: false,
      kind: 'text',
      maxLength: 500,
    });
    expect(byKey(fields, 'keepInView')).toMatchObject({ kind: 'boolean', label: 'Keep in view' });
    expect(byKey(fields, 'ctaText')).toMatchObject({ kind: 'text', label: 'Call-to-action text' });
    expect(byKey(fields, 'nativeAdPosition')).toMatchObject({ kind: 'number', integer: true, required: true });
    expect(fields.at(-1)!.kind).toBe('object');
    const population = byKey(fields, 'population');
    if (population.kind !== 'object') throw new Error('population is a group');
    expect(byKey(population.fields, 'section')).toMatchObject({
      kind: 'reference',
      reference: 'section',
      multiple: false,
    });
    expect(byKey(population.fields, 'contentIds')).toMatchObject({
      kind: 'reference',
      reference: 'content',
      multiple: true,
      maxItems: 100,
    });
    expect(byKey(population.fields, 'contentTypes')).toMatchObject({ kind: 'multi-select', label: 'Content types' });
    expect(byKey(population.fields, 'scheduleOption')).toMatchObject({
      kind: 'select',
      options: ['Standard', 'Featured', 'Pinned', 'Sponsored', 'Recommended'].map((v) => ({ value: v, label: v })),
    });
    expect(byKey(population.fields, 'numberOfItems')).toMatchObject({
      kind: 'number',
      label: 'Number of items',
      integer: true,
      minimum: 1,
      maximum: 100,
      required: false,
    });
    expect(byKey(population.fields, 'bubble')).toMatchObject({ kind: 'boolean', defaultValue: true });
  });

  it('maps the keys that name engine data to their selects: ad units on gam_ad, publications, issues', () => {
    const adFields = fieldsOf(json(blockSettingsSchema.extend({ key: z.string().optional() })), 'gam_ad');
    expect(byKey(adFields, 'key')).toMatchObject({ kind: 'reference', reference: 'adUnit', label: 'Ad unit' });
    expect(byKey(fieldsOf(json(z.object({ key: z.string() })), 'rich_text'), 'key')).toMatchObject({ kind: 'text' });
    const magazine = fieldsOf(json(z.object({ publicationId: z.number().int().positive(), issueId: z.number() })));
    expect(magazine.map((field) => field.kind === 'reference' && field.reference)).toEqual(['publication', 'issue']);
  });

  it('maps row and column settings: enum selects, booleans and texts', () => {
    const row = fieldsOf(json(rowSettingsSchema));
    expect(byKey(row, 'layout')).toMatchObject({ kind: 'select' });
    expect(byKey(row, 'verticalPadding')).toMatchObject({
      kind: 'select',
      options: ['default', 'none', 'small', 'medium', 'large'].map((v) => ({ value: v, label: v })),
    });
    expect(byKey(row, 'equalizeBlocks')).toMatchObject({ kind: 'boolean', defaultValue: false });
    expect(byKey(row, 'displayCondition')).toMatchObject({
      kind: 'select',
      options: expect.arrayContaining([
        { value: 'always', label: 'Always' },
        { value: 'logged-in', label: 'Only to logged-in site users' },
      ]),
    });
    expect(fieldsOf(json(columnSettingsSchema))).toEqual([
      {
        key: 'blockAlignment',
        label: 'Block alignment',
        required: false,
        kind: 'select',
        options: [
          { value: 'top', label: 'top' },
          { value: 'center', label: 'center' },
        ],
      },
    ]);
  });

  it('edits a union of kinds as text and leaves out what a form cannot edit', () => {
    const fields = fieldsOf(json(z.object({ membershipId: z.union([z.number(), z.string()]), anything: z.any() })));
    expect(fields).toEqual([{ key: 'membershipId', label: 'Membership ID', required: true, kind: 'text' }]);
  });

  it('says what is wrong beside each field, in the words of its rules', () => {
    const population = byKey(fieldsOf(json(listBlockSettingsSchema())), 'population');
    if (population.kind !== 'object') throw new Error('population is a group');
    const numberOfItems = byKey(population.fields, 'numberOfItems');
    expect(problemOf(numberOfItems, 0)).toBe('Must be at least 1');
    expect(problemOf(numberOfItems, 101)).toBe('Must be at most 100');
    expect(problemOf(numberOfItems, 2.5)).toBe('Must be a whole number');
    expect(problemOf(numberOfItems, Number.NaN)).toBe('Must be a number');
    expect(problemOf(numberOfItems, undefined)).toBeNull();
    expect(problemOf({ key: 'name', label: 'Name', required: true, kind: 'text' }, '  ')).toBe('Field is required');
    expect(problemOf({ key: 't', label: 'T', required: false, kind: 'text', maxLength: 3 }, 'abcd')).toBe(
      'At most 3 characters',
    );
    expect(
      problemOf({ key: 'n', label: 'N', required: false, kind: 'number', integer: false, exclusiveMinimum: 0 }, 0),
    ).toBe('Must be more than 0');
    expect(problemsOf([population], { population: { numberOfItems: 0, skip: -1 } })).toEqual({
      'population.numberOfItems': 'Must be at least 1',
      'population.skip': 'Must be at least 0',
    });
  });

  it('labels keys in words', () => {
    expect(labelOf('numberOfItems')).toBe('Number of items');
    expect(labelOf('sort_field')).toBe('Sort field');
    expect(labelOf('trackingId')).toBe('Tracking ID');
  });

  it('sets a setting, and removes it when unset so its default applies', () => {
    expect(withSetting({ a: 1 }, 'b', 2)).toEqual({ a: 1, b: 2 });
    expect(withSetting({ a: 1, b: 2 }, 'b', undefined)).toEqual({ a: 1 });
  });
});
