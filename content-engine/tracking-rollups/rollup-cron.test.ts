import { describe, expect, it } from 'vitest';
import { defaultRawRetentionDays, rawRetentionDays } from './rollup-cron.ts';

describe('the raw tracking events retention setting', () => {
  it('keeps 400 days unless told, and everything with "off"', () => {
    expect(rawRetentionDays(undefined)).toBe(defaultRawRetentionDays);
    expect(rawRetentionDays('90')).toBe(90);
    expect(rawRetentionDays('off')).toBeNull();
  });

  it('refuses a value that is not a whole number of days', () => {
    for (const value of ['0', '-3', '1.5', 'forever'])
      expect(() => rawRetentionDays(value)).toThrow(/whole number of days or "off"/);
  });
});
