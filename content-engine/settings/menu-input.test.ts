import { describe, expect, it } from 'vitest';
import { setMenuInput } from './menu-input.ts';

const problems = (input: Record<string, unknown>) =>
  Object.fromEntries(
    (setMenuInput.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('menu input', () => {
  it('accepts site paths and absolute http(s) URLs, with one level of children', () => {
    expect(
      problems({
        menu: 'hamburger',
        links: [{ label: 'News', href: '/news', children: [{ label: 'Ext', href: 'https://example.com/a?b=1' }] }],
      }),
    ).toEqual({});
  });

  it('requires a label and a usable href on every link', () => {
    expect(
      problems({
        menu: 'footer',
        links: [
          { label: ' ', href: '/a' },
          { label: 'B', href: 'javascript:alert(1)' },
          { label: 'C', href: '//host/x' },
          { label: 'D' },
        ],
      }),
    ).toEqual({
      'links.0.label': 'Field is required',
      'links.1.href': 'Must be a URL (https://…) or a path starting with /',
      'links.2.href': 'Must be a URL (https://…) or a path starting with /',
      'links.3.href': 'Field is required',
    });
  });

  it('caps a menu at 100 links and knows only the spec menus', () => {
    const links = Array.from({ length: 101 }, (_, i) => ({ label: `L${i}`, href: `/l${i}` }));
    expect(problems({ menu: 'footer', links })).toEqual({ links: 'A menu holds at most 100 links' });
    expect(Object.keys(problems({ menu: 'sidebar', links: [] }))).toEqual(['menu']);
  });
});
