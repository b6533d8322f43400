import { describe, expect, it } from 'vitest';
import { effectiveRowLayout, gridColumns } from './row-layout.ts';

describe('row layouts', () => {
  it('maps 1_3, 3_1 and 1_2_1 in the new design only', () => {
    expect(['1', '1_2', '2_1', '1_3', '3_1', '1_1_1', '1_2_1'].map((l) => effectiveRowLayout(l, true))).toEqual([
      '1',
      '1_2',
      '2_1',
      '1_2',
      '2_1',
      '1_1_1',
      '1_1_1',
    ]);
    expect(effectiveRowLayout('1_3', false)).toBe('1_3');
  });

  it('turns a layout into grid columns', () => {
    expect(gridColumns('1_2_1')).toBe('1fr 2fr 1fr');
    expect(gridColumns('1')).toBe('1fr');
  });
});
