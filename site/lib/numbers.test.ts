import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './numbers.ts';

describe('counts', () => {
  it('writes large counts with thousands separators', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('names the thing counted, singular for one', () => {
    expect(countOf(1, 'image')).toBe('1 image');
    expect(countOf(1204, 'image')).toBe('1,204 images');
    expect(countOf(2, 'issue', 'issues')).toBe('2 issues');
  });
});
