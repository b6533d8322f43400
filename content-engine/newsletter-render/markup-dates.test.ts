import { describe, expect, it } from 'vitest';
import { longDate } from './markup.ts';

describe('longDate', () => {
  it('shows a timestamp on its Chicago day, as the site does', () => {
    // 19:30 in Chicago on the 27th is already the 28th in UTC.
    expect(longDate('2026-11-28T01:30:00.000Z')).toBe('November 27, 2026');
    expect(longDate('2026-11-28T12:00:00.000Z')).toBe('November 28, 2026');
  });

  it('shows a bare calendar day as that day, and nothing for what is no date', () => {
    expect(longDate('2026-11-28')).toBe('November 28, 2026');
    expect(longDate('soon')).toBe('');
    expect(longDate(null)).toBe('');
  });
});
