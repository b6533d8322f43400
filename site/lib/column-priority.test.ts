import { describe, expect, it } from 'vitest';
import { largestColumn } from './column-priority.ts';

describe('largestColumn', () => {
  it('finds the widest column, the first of equals', () => {
    expect(largestColumn('1_2')).toBe(1);
    expect(largestColumn('2_1')).toBe(0);
    expect(largestColumn('1_2_1')).toBe(1);
    expect(largestColumn('1_1_1')).toBe(0);
    expect(largestColumn('1')).toBe(0);
  });
});
