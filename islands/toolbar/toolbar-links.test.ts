import { describe, expect, it } from 'vitest';
import { toolbarLinks, withCacheBypass } from './toolbar-links.ts';

const everything = ['manage_content', 'manage_site_sections', 'manage_site_layouts'];

describe('toolbarLinks', () => {
  it('offers Edit Content and Configure layout on a content page with a named layout', () => {
    expect(
      toolbarLinks({ pageType: 'content', pageId: 12345678, layoutId: 4, layoutName: 'Article' }, everything),
    ).toEqual([
      { label: 'Edit Content', href: '/admin/edit-content/12345678' },
      { label: 'Configure layout', href: '/admin/edit-web-layout/4' },
    ]);
  });

  it('offers Edit Section on a section page', () => {
    expect(toolbarLinks({ pageType: 'section', pageId: 7, layoutId: null, layoutName: null }, everything)).toEqual([
      { label: 'Edit Section', href: '/admin/edit-website-section/7' },
    ]);
  });

  it('leaves out what the editor may not do, and a layout without a name', () => {
    expect(
      toolbarLinks({ pageType: 'content', pageId: 1, layoutId: 4, layoutName: 'Article' }, ['manage_site_layouts']),
    ).toEqual([{ label: 'Configure layout', href: '/admin/edit-web-layout/4' }]);
    expect(toolbarLinks({ pageType: 'section', pageId: 7, layoutId: 4, layoutName: '  ' }, ['manage_content'])).toEqual(
      [],
    );
    expect(toolbarLinks({ pageType: 'issue', pageId: 3, layoutId: null, layoutName: null }, everything)).toEqual([]);
  });
});

describe('withCacheBypass', () => {
  it('turns the switch on and off, keeping the rest of the address', () => {
    expect(withCacheBypass('http://a.localhost/news?page=2', true)).toBe(
      'http://a.localhost/news?page=2&cache-bypass=true',
    );
    expect(withCacheBypass('http://a.localhost/news?cache-bypass=true&page=2', false)).toBe(
      'http://a.localhost/news?page=2',
    );
  });
});
