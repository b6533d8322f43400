/** The spec's menu types, by the key setMenu and the settings payload use. */
export const menuTypes = [
  { key: 'affiliated_brands', label: 'Affiliated Brands' },
  { key: 'footer', label: 'Footer' },
  { key: 'hamburger', label: 'Hamburger' },
  { key: 'header_primary', label: 'Header Primary' },
  { key: 'header_secondary', label: 'Header Secondary' },
  { key: 'mega_1', label: 'Mega Menu 1' },
  { key: 'mega_2', label: 'Mega Menu 2' },
  { key: 'mega_3', label: 'Mega Menu 3' },
] as const;

export type MenuKey = (typeof menuTypes)[number]['key'];

export interface MenuLink {
  label: string;
  href: string;
  /** Hamburger groups' child links, kept as they are when the group is edited. */
  children?: { label: string; href: string }[] | null;
}

/** The menus of the settings payload, an empty list for each menu not set. */
export function menusOf(payload: unknown): Record<MenuKey, MenuLink[]> {
  const menu = (payload as { menu?: Partial<Record<MenuKey, MenuLink[]>> } | null)?.menu ?? {};
  return Object.fromEntries(menuTypes.map(({ key }) => [key, menu[key] ?? []])) as Record<MenuKey, MenuLink[]>;
}
