import { api } from '../../app/api.ts';
import type { MenuKey, MenuLink } from './menu-types.ts';

export async function setMenu({ menu, links }: { menu: MenuKey; links: MenuLink[] }): Promise<MenuLink[]> {
  const input = {
    menu,
    links: links.map(({ label, href, children }) => ({
      label: label.trim(),
      href: href.trim(),
      children: children ?? null,
    })),
  };
  return (await api.mutate<{ setMenu: { links: MenuLink[] } }>('siteSettings/setMenu', { input })).setMenu.links;
}
