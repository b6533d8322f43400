import { describe, expect, it } from 'vitest';
import { addDays, chicagoDay, chicagoDayStart, monthEnd, nextChicagoDay } from './chicago-day.ts';

describe('Chicago calendar days', () => {
  it('names the Chicago day of an instant, not the UTC one', () => {
    expect(chicagoDay(Date.parse('2026-11-28T05:59:59Z'))).toBe('2026-11-27');
    expect(chicagoDay(Date.parse('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
    expect(chicagoDay(Date.parse('2026-07-01T04:59:59Z'))).toBe('2026-06-30');
  });

  it('starts a day at Chicago midnight, in winter and in summer time', () => {
    expect(chicagoDayStart('2026-11-28')).toBe(Date.parse('2026-11-28T06:00:00Z'));
    expect(chicagoDayStart('2026-07-01')).toBe(Date.parse('2026-07-01T05:00:00Z'));
  });

  it('gives the switch days their 23 and 25 hours', () => {
    const hours = (day: string) => (chicagoDayStart(nextChicagoDay(day)) - chicagoDayStart(day)) / 3_600_000;
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(hours('2026-11-02')).toBe(24);
  });

  it('steps over month and year ends', () => {
    expect(nextChicagoDay('2026-12-31')).toBe('2027-01-01');
    expect(nextChicagoDay('2028-02-28')).toBe('2028-02-29');
  });

  it("moves by days either way, and knows each month's last day", () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2026-12')).toBe('2026-12-31');
    expect(monthEnd('2026-04')).toBe('2026-04-30');
  });
});
