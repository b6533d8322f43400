import { api } from '../../../shared/api/api.ts';
import { SetMenuDocument } from '../../../../content-engine/documents/generated/mutation/siteSettings/setMenu.ts';
import type { MenuKey, MenuLink } from '../menu-types.ts';

export async function setMenu({ menu, links }: { menu: MenuKey; links: MenuLink[] }): Promise<MenuLink[]> {
  const input = {
    menu,
    links: links.map(({ label, href, children }) => ({
      label: label.trim(),
      href: href.trim(),
      children: children ?? null,
    })),
  };
  return (await api.request(SetMenuDocument, { input })).setMenu.links;
}
