import { describe, expect, it } from 'vitest';
import { menusOf, menuTypes } from './menu-types.ts';

describe('menusOf', () => {
  it('gives every menu type its links from the settings payload, empty when unset', () => {
    const menus = menusOf({ menu: { footer: [{ label: 'About', href: '/about' }] } });
    expect(Object.keys(menus)).toEqual(menuTypes.map((type) => type.key));
    expect(menus.footer).toEqual([{ label: 'About', href: '/about' }]);
    expect(menus.mega_3).toEqual([]);
    expect(menusOf(null).hamburger).toEqual([]);
  });
});
