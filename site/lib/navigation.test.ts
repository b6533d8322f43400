import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';
import {
  bottomBarLinks,
  bottomBarShown,
  hamburgerGroups,
  hamburgerPlacement,
  megaMenuColumns,
  sponsoredSearchLogo,
  trappedFocusIndex,
} from './navigation.ts';

const link = (label: string) => ({ label, href: `/${label}` });
const settings = defaultSiteSettings({});

describe('megaMenuColumns', () => {
  it('titles mega_1 to mega_3 Sections, Special and Contact, leaving out empty ones', () => {
    const menu = { ...settings.menu, mega_1: [link('a')], mega_3: [link('c')] };
    expect(megaMenuColumns(menu).map((c) => [c.id, c.title, c.links.length])).toEqual([
      ['mega_1', 'Sections', 1],
      ['mega_3', 'Contact', 1],
    ]);
    expect(megaMenuColumns(settings.menu)).toEqual([]);
  });
});

describe('bottomBarLinks', () => {
  it('keeps the first 5 primary links', () => {
    expect(bottomBarLinks(['1', '2', '3', '4', '5', '6'].map(link)).map((l) => l.label)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(bottomBarLinks(undefined)).toEqual([]);
  });
});

describe('hamburger', () => {
  it('groups each link with its children under a unique id', () => {
    const menu = { ...settings.menu, hamburger: [{ ...link('a'), children: [link('a1')] }, link('b')] };
    expect(hamburgerGroups(menu)).toEqual([
      { id: 'hamburger-group-1', link: { ...link('a'), children: [link('a1')] }, children: [link('a1')] },
      { id: 'hamburger-group-2', link: link('b'), children: [] },
    ]);
  });

  it('sits in the bar hamburgerMenuStyle names, the primary one when the secondary menu is empty, nowhere without links', () => {
    const menu = { ...settings.menu, hamburger: [link('a')], header_secondary: [link('s')] };
    expect(hamburgerPlacement({ ...settings.header, hamburgerMenuStyle: 'secondary' }, menu)).toBe('secondary');
    expect(hamburgerPlacement({ ...settings.header, hamburgerMenuStyle: 'primary' }, menu)).toBe('primary');
    expect(
      hamburgerPlacement({ ...settings.header, hamburgerMenuStyle: 'secondary' }, { ...menu, header_secondary: [] }),
    ).toBe('primary');
    expect(hamburgerPlacement(settings.header, { ...menu, hamburger: [] })).toBeNull();
  });
});

describe('sponsoredSearchLogo', () => {
  const on = {
    enabled: true,
    logo: '/l.png',
    altLogo: '/alt.png',
    searchPageLogo: '/s.png',
    clickUrl: 'https://x.example',
  };
  it('is 50 px high, 30 px in the new header, each place with its own logo or the logo', () => {
    expect(sponsoredSearchLogo(on, 'old-header')).toEqual({ src: '/l.png', height: 50, href: 'https://x.example' });
    expect(sponsoredSearchLogo(on, 'new-header')).toEqual({ src: '/alt.png', height: 30, href: 'https://x.example' });
    expect(sponsoredSearchLogo(on, 'search-page')).toEqual({ src: '/s.png', height: 50, href: 'https://x.example' });
    expect(sponsoredSearchLogo({ ...on, altLogo: '', searchPageLogo: '' }, 'search-page')?.src).toBe('/l.png');
  });

  it('is none when off or without a logo', () => {
    expect(sponsoredSearchLogo({ ...on, enabled: false }, 'old-header')).toBeNull();
    expect(sponsoredSearchLogo({ ...on, logo: '', altLogo: '' }, 'new-header')).toBeNull();
    expect(sponsoredSearchLogo(undefined, 'old-header')).toBeNull();
  });
});

describe('trappedFocusIndex', () => {
  it('wraps from the last to the first and back, and leaves other moves alone', () => {
    expect(trappedFocusIndex(3, 2, false)).toBe(0);
    expect(trappedFocusIndex(3, 0, true)).toBe(2);
    expect(trappedFocusIndex(3, 1, false)).toBeNull();
    expect(trappedFocusIndex(3, 1, true)).toBeNull();
    expect(trappedFocusIndex(0, 0, false)).toBeNull();
  });
});

describe('bottomBarShown', () => {
  it('hides past 80 px and shows again near the top', () => {
    expect(bottomBarShown(0, true)).toBe(true);
    expect(bottomBarShown(200, true)).toBe(false);
    expect(bottomBarShown(40, false)).toBe(false);
    expect(bottomBarShown(4, false)).toBe(true);
  });
});
