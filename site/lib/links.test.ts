import { describe, expect, it } from 'vitest';
import { linkAttributes } from './links.ts';

describe("an editor's link", () => {
  it('keeps a site path in the same tab and opens any other safe link in a new one', () => {
    expect(linkAttributes('/news/a')).toEqual({ href: '/news/a' });
    expect(linkAttributes('https://example.com/x')).toEqual({
      href: 'https://example.com/x',
      target: '_blank',
      rel: 'noopener',
    });
    expect(linkAttributes('mailto:desk@example.com')).toEqual({
      href: 'mailto:desk@example.com',
      target: '_blank',
      rel: 'noopener',
    });
  });

  it('loses its href when a browser would run or load it as script or data, however the scheme is disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(linkAttributes(href), JSON.stringify(href)).toEqual({});
    }
  });
});
