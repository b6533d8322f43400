import { describe, expect, it } from 'vitest';
import { contractStatusLabel, formatFee } from './contract-status.ts';

describe('contractStatusLabel', () => {
  it("says 'Approved' with the date in the spec's style when approved, else 'Pending'", () => {
    expect(contractStatusLabel(Date.parse('2026-09-09T18:00:00Z'))).toBe('Approved Sept. 9, 2026');
    expect(contractStatusLabel(Date.parse('2026-06-03T18:00:00Z'))).toBe('Approved June 3, 2026');
    expect(contractStatusLabel(Date.parse('2026-01-05T18:00:00Z'))).toBe('Approved Jan. 5, 2026');
    expect(contractStatusLabel(null)).toBe('Pending');
  });

  it('dates an approval in Chicago time', () => {
    expect(contractStatusLabel(Date.parse('2026-03-02T03:00:00Z'))).toBe('Approved March 1, 2026');
  });
});

describe('formatFee', () => {
  it('formats cents as money of the currency', () => {
    expect(formatFee(125_000, 'USD')).toBe('$1,250.00');
    expect(formatFee(8000, 'EUR')).toBe('€80.00');
  });
});
