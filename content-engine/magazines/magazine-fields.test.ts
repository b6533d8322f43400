import { describe, expect, it } from 'vitest';
import { aliasField, mailDateDay, mailDateField, statusField, urlField } from './magazine-fields.ts';

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('the magazine form fields', () => {
  it('stores a mail date at noon UTC of its day and gives the day back', () => {
    const at = mailDateField.parse(' 2026-03-01 ');
    expect(at).toBe(Date.UTC(2026, 2, 1, 12));
    expect(mailDateDay(at)).toBe('2026-03-01');
  });

  it('refuses a blank, malformed or impossible mail date with a message the form shows', () => {
    expect(problem(mailDateField.safeParse(''))).toBe('Field is required');
    expect(problem(mailDateField.safeParse(undefined))).toBe('Field is required');
    expect(problem(mailDateField.safeParse('03/01/2026'))).toBe('Must be a date (YYYY-MM-DD)');
    expect(problem(mailDateField.safeParse('2026-02-30'))).toBe('Must be a date (YYYY-MM-DD)');
  });

  it('takes aliases of lower-case words joined by hyphens, or blank', () => {
    expect(aliasField.parse(' march-2026 ')).toBe('march-2026');
    expect(aliasField.parse('')).toBe('');
    expect(problem(aliasField.safeParse('March 2026'))).toBe('Use lower-case letters, digits and hyphens only');
    expect(problem(aliasField.safeParse('a--b'))).toBe('Use lower-case letters, digits and hyphens only');
  });

  it('takes absolute http(s) links, blank as none', () => {
    expect(urlField.parse('https://digital.example.com/2026-03')).toBe('https://digital.example.com/2026-03');
    expect(urlField.parse('  ')).toBeNull();
    for (const bad of ['/subscribe', 'javascript:alert(1)', 'digital.example.com', 'https:// spaced'])
      expect(problem(urlField.safeParse(bad))).toBe('Must be an absolute http(s) URL (https://…)');
  });

  it('maps the status names to the stored values', () => {
    expect([statusField.parse('ACTIVE'), statusField.parse('INACTIVE')]).toEqual([1, 0]);
    expect(problem(statusField.safeParse('DELETED'))).toBe('Must be ACTIVE or INACTIVE');
  });
});
