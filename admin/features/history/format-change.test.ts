import { describe, expect, it } from 'vitest';
import { describeChange, formatCount, formatValue } from './format-change.ts';

describe('history formatting', () => {
  it('shows an update as field: before → after', () => {
    expect(describeChange({ field: 'name', before: 'Fleet Plan', after: 'Fleet Plan 2027' }, 'update')).toBe(
      'name: Fleet Plan → Fleet Plan 2027',
    );
    expect(describeChange({ field: 'seoTitle', before: null, after: 'Fleets' }, 'update')).toBe('seoTitle: — → Fleets');
  });

  it('shows a create by the value set and a delete by the value removed', () => {
    expect(describeChange({ field: 'from', before: null, after: '/old' }, 'create')).toBe('from: /old');
    expect(describeChange({ field: 'code', before: 301, after: null }, 'delete')).toBe('code: 301');
    expect(describeChange({ field: 'status', before: 'DRAFT', after: 'DELETED' }, 'delete')).toBe(
      'status: DRAFT → DELETED',
    );
  });

  it('formats dates, flags, lists and empty values readably', () => {
    expect(formatValue('published', new Date(2026, 2, 2, 9, 30, 5).getTime())).toBe('Mar 2, 2026 9:30:05 AM');
    expect(formatValue('schedules.0.startDate', new Date(2026, 0, 1).getTime())).toBe('Jan 1, 2026 12:00:00 AM');
    expect(formatValue('sequence', 3)).toBe('3');
    expect(formatValue('registrationRequired', true)).toBe('yes');
    expect(formatValue('labels', ['A', 'B'])).toBe('["A","B"]');
    expect(formatValue('teaser', '')).toBe('—');
  });

  it('writes counts with thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
