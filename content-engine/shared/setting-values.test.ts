import { describe, expect, it } from 'vitest';
import { settingValues } from './setting-values.ts';

describe('settingValues', () => {
  it('walks nested objects into dotted paths and keeps lists and scalars as JSON values', () => {
    expect(
      settingValues({
        title: 'Top',
        population: { scheduleOption: 'Featured', numberOfItems: 5, contentTypes: ['News'] },
        empty: {},
      }),
    ).toEqual([
      { option: 'title', value: '"Top"' },
      { option: 'population.scheduleOption', value: '"Featured"' },
      { option: 'population.numberOfItems', value: '5' },
      { option: 'population.contentTypes', value: '["News"]' },
    ]);
  });

  it('keeps "5" and 5 apart, and leaves out undefined values', () => {
    expect(settingValues({ a: '5', b: 5, c: undefined, d: null })).toEqual([
      { option: 'a', value: '"5"' },
      { option: 'b', value: '5' },
      { option: 'd', value: 'null' },
    ]);
  });
});
