import { describe, expect, it } from 'vitest';
import { businessDay, endOfBusinessDay } from './schedule-dates.ts';

describe('schedule dates', () => {
  it('forces a day to 5 PM central time, in winter (CST) and summer (CDT)', () => {
    expect(new Date(endOfBusinessDay('2026-11-23')).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(new Date(endOfBusinessDay('2026-07-04')).toISOString()).toBe('2026-07-04T22:00:00.000Z');
  });

  it('reads a stored date back as its Chicago day', () => {
    expect(businessDay(Date.parse('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(businessDay(null)).toBe('');
    expect(businessDay(endOfBusinessDay('2027-01-02'))).toBe('2027-01-02');
  });

  it('refuses what is not a day', () => {
    expect(() => endOfBusinessDay('23/11/2026')).toThrow('Not a date');
  });
});
