import { describe, expect, it } from 'vitest';
import { sortOf } from './list-parts.tsx';
import { formatMailDate, mailDay, urlRule } from './magazine-format.ts';

describe('the magazine screens’ formats', () => {
  it('shows the stored mail day, whatever the browser’s time zone', () => {
    const at = Date.UTC(2026, 2, 1, 12);
    expect(mailDay(at)).toBe('2026-03-01');
    expect(formatMailDate(at)).toBe('Mar 1, 2026');
  });

  it('reads a sort choice as the list query’s sort', () => {
    expect(sortOf('mailDate:desc')).toEqual({ field: 'mailDate', order: 'desc' });
  });

  it('takes blank or absolute http(s) links, as the engine does', () => {
    for (const ok of ['', 'https://digital.example.com/x', 'http://a.example'])
      expect(urlRule.pattern.value.test(ok)).toBe(true);
    for (const bad of ['/path', 'javascript:alert(1)', 'example.com'])
      expect(urlRule.pattern.value.test(bad)).toBe(false);
  });
});
