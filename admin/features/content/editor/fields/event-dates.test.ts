import { describe, expect, it } from 'vitest';
import { chicagoDateTimeLabel, eventDateParts, eventDateTime } from './event-dates.ts';

describe('event dates on the Chicago clock', () => {
  it('makes an end day without a time the end of that business day, 5 PM Chicago', () => {
    // Standard time (UTC−6) in January, daylight time (UTC−5) in July.
    expect(new Date(eventDateTime('2026-01-15', '', 'end')!).toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(new Date(eventDateTime('2026-07-15', '', 'end')!).toISOString()).toBe('2026-07-15T22:00:00.000Z');
  });

  it('keeps 5 PM local on both sides of the spring change (8 March 2026)', () => {
    expect(new Date(eventDateTime('2026-03-07', '', 'end')!).toISOString()).toBe('2026-03-07T23:00:00.000Z');
    expect(new Date(eventDateTime('2026-03-08', '', 'end')!).toISOString()).toBe('2026-03-08T22:00:00.000Z');
  });

  it('keeps 5 PM local on both sides of the autumn change (1 November 2026)', () => {
    expect(new Date(eventDateTime('2026-10-31', '', 'end')!).toISOString()).toBe('2026-10-31T22:00:00.000Z');
    expect(new Date(eventDateTime('2026-11-01', '', 'end')!).toISOString()).toBe('2026-11-01T23:00:00.000Z');
  });

  it('starts a day without a time at midnight Chicago, and takes a given time as Chicago time', () => {
    expect(new Date(eventDateTime('2026-03-08', '', 'start')!).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(new Date(eventDateTime('2026-03-08', '09:30', 'start')!).toISOString()).toBe('2026-03-08T14:30:00.000Z');
    expect(new Date(eventDateTime('2026-11-01', '23:15', 'end')!).toISOString()).toBe('2026-11-02T05:15:00.000Z');
  });

  it('moves a time that does not exist on the spring change forward an hour', () => {
    expect(new Date(eventDateTime('2026-03-08', '02:30', 'start')!).toISOString()).toBe('2026-03-08T08:30:00.000Z');
  });

  it('has no date without a day, and refuses malformed values', () => {
    expect(eventDateTime('', '10:00', 'end')).toBeNull();
    expect(() => eventDateTime('03/08/2026', '', 'end')).toThrow('Not a date');
    expect(() => eventDateTime('2026-03-08', '25:00', 'end')).toThrow('Not a time');
  });

  it('splits a stored date back into its Chicago day and time', () => {
    expect(eventDateParts(Date.parse('2026-11-01T23:00:00Z'))).toEqual({ day: '2026-11-01', time: '17:00' });
    expect(eventDateParts(Date.parse('2026-03-08T05:59:00Z'))).toEqual({ day: '2026-03-07', time: '23:59' });
    expect(eventDateParts(null)).toEqual({ day: '', time: '' });
  });

  it('labels a date with the zone it is in', () => {
    expect(chicagoDateTimeLabel(Date.parse('2026-03-08T22:00:00Z'))).toBe('Mar 8, 2026, 5:00 PM CDT');
    expect(chicagoDateTimeLabel(Date.parse('2026-01-15T23:00:00Z'))).toBe('Jan 15, 2026, 5:00 PM CST');
  });
});
