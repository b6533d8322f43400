import { describe, expect, it } from 'vitest';
import { formatNewsDate, isActiveAlert, shouldMarkRead } from './news-rules.ts';

const now = Date.UTC(2026, 10, 23, 18);
const day = 86_400_000;

describe('formatNewsDate', () => {
  it('abbreviates months with a period, spells out March to July and writes September as Sept.', () => {
    expect(formatNewsDate(Date.UTC(2026, 10, 23, 18))).toBe('Nov. 23, 2026');
    expect(formatNewsDate(Date.UTC(2026, 5, 5, 18))).toBe('June 5, 2026');
    expect(formatNewsDate(Date.UTC(2026, 8, 1, 18))).toBe('Sept. 1, 2026');
    expect(formatNewsDate(Date.UTC(2026, 2, 10, 18))).toBe('March 10, 2026');
    expect(formatNewsDate(Date.UTC(2026, 0, 2, 18))).toBe('Jan. 2, 2026');
  });

  it('uses the calendar day in Chicago', () => {
    expect(formatNewsDate(Date.UTC(2026, 6, 1, 3))).toBe('June 30, 2026');
  });
});

describe('isActiveAlert', () => {
  it('is an alert when alert is set and the date is within 14 days', () => {
    expect(isActiveAlert({ alert: true, date: now - 13 * day }, { now, dismissed: false })).toBe(true);
    expect(isActiveAlert({ alert: true, date: now - 14 * day }, { now, dismissed: false })).toBe(true);
  });

  it('is no alert when older than 14 days, not flagged or dismissed', () => {
    expect(isActiveAlert({ alert: true, date: now - 15 * day }, { now, dismissed: false })).toBe(false);
    expect(isActiveAlert({ alert: false, date: now }, { now, dismissed: false })).toBe(false);
    expect(isActiveAlert({ alert: true, date: now }, { now, dismissed: true })).toBe(false);
  });
});

describe('shouldMarkRead', () => {
  it('marks only unread published items', () => {
    expect(shouldMarkRead({ status: 1, hasRead: false })).toBe(true);
    expect(shouldMarkRead({ status: 1, hasRead: true })).toBe(false);
    expect(shouldMarkRead({ status: 2, hasRead: false })).toBe(false);
  });
});
