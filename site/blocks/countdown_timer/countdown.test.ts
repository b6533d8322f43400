import { describe, expect, it } from 'vitest';
import { chicagoTimeToEpoch, remaining, remainingText } from './countdown.ts';

describe('countdown clock', () => {
  it('reads editors’ times on the Chicago clock, summer and winter', () => {
    expect(chicagoTimeToEpoch('2026-07-04T12:00')).toBe(Date.parse('2026-07-04T17:00:00Z'));
    expect(chicagoTimeToEpoch('2026-01-15T09:30')).toBe(Date.parse('2026-01-15T15:30:00Z'));
  });

  it('reads the first of a repeated autumn hour and a skipped spring hour with the earlier offset', () => {
    expect(chicagoTimeToEpoch('2026-11-01T01:30')).toBe(Date.parse('2026-11-01T06:30:00Z'));
    expect(chicagoTimeToEpoch('2026-03-08T02:30')).toBe(Date.parse('2026-03-08T08:30:00Z'));
  });

  it('refuses what is not a date and time', () => {
    for (const bad of ['', '2026-02-30T10:00', '2026-13-01T00:00', 'tomorrow', '2026-01-01', 5, null])
      expect(chicagoTimeToEpoch(bad), String(bad)).toBeNull();
  });

  it('counts whole days, hours and minutes left, minutes rounded up', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(remaining(now + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 1, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 5,
      ended: false,
    });
    expect(remaining(now - 1, now)).toEqual({ days: 0, hours: 0, minutes: 0, ended: true });
  });

  it('says the time left in words', () => {
    expect(remainingText({ days: 1, hours: 0, minutes: 5, ended: false })).toBe('1 day and 5 minutes');
    expect(remainingText({ days: 2, hours: 1, minutes: 1, ended: false })).toBe('2 days, 1 hour and 1 minute');
  });
});
