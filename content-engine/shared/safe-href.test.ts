import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href.ts';

describe('safeHref', () => {
  it('keeps web, mail and phone links and relative references', () => {
    for (const href of [
      'https://example.com/a?b#c',
      'http://example.com',
      'mailto:a@example.com',
      'tel:+123',
      '/news',
      '#top',
      '?page=2',
      'news/a',
      '//cdn.example/x',
    ])
      expect(safeHref(href)).toBe(href);
  });

  it('drops script and data URLs however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'DATA:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(safeHref(href)).toBeNull();
    }
  });

  it('drops nothing at all', () => {
    expect(safeHref('')).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});
