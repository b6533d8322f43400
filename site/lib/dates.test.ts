import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './dates.ts';

const noonUtc = (iso: string) => Date.parse(`${iso}T18:00:00Z`);

describe('formatDisplayDate', () => {
  it('abbreviates months with a period, spells out March to July and writes Sept.', () => {
    expect(formatDisplayDate(noonUtc('2026-01-05'))).toBe('Jan. 5, 2026');
    expect(formatDisplayDate(noonUtc('2026-03-03'))).toBe('March 3, 2026');
    expect(formatDisplayDate(noonUtc('2026-06-30'))).toBe('June 30, 2026');
    expect(formatDisplayDate(noonUtc('2026-07-04'))).toBe('July 4, 2026');
    expect(formatDisplayDate(noonUtc('2026-09-09'))).toBe('Sept. 9, 2026');
    expect(formatDisplayDate(noonUtc('2026-12-25'))).toBe('Dec. 25, 2026');
  });

  it('uses the Chicago calendar day', () => {
    expect(formatDisplayDate(Date.parse('2026-11-22T03:00:00Z'))).toBe('Nov. 21, 2026');
  });
});
