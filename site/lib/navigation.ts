import type { MenuLink, SiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';

/**
 * The header's navigation (spec public §2 "Old header", "New header", "Mega menu"; ADR 0061):
 * which menus the mega menu and the hamburger sidebar show, the new design's bottom bar, and the
 * sponsored-search logo. Pure: Header.astro renders it, site/lib/navigation-script.ts runs it.
 */

export interface MegaColumn {
  id: 'mega_1' | 'mega_2' | 'mega_3';
  title: string;
  links: MenuLink[];
}

/** The mega menu's Sections, Special and Contact lists (menus mega_1 to mega_3), empty ones left out. */
export function megaMenuColumns(menu: SiteSettings['menu']): MegaColumn[] {
  const columns: MegaColumn[] = [
    { id: 'mega_1', title: 'Sections', links: menu.mega_1 ?? [] },
    { id: 'mega_2', title: 'Special', links: menu.mega_2 ?? [] },
    { id: 'mega_3', title: 'Contact', links: menu.mega_3 ?? [] },
  ];
  return columns.filter((column) => column.links.length > 0);
}

/** The new design's bottom bar shows the first 5 primary links (spec public §9). */
export const bottomBarLinkCount = 5;
export function bottomBarLinks(primary: MenuLink[] | undefined): MenuLink[] {
  return (primary ?? []).slice(0, bottomBarLinkCount);
}

export interface HamburgerGroup {
  /** A DOM id for the group's child list (aria-controls), unique within the page. */
  id: string;
  link: MenuLink;
  children: MenuLink[];
}

/** The hamburger sidebar's links (menu hamburger), each with its one level of child links. */
export function hamburgerGroups(menu: SiteSettings['menu']): HamburgerGroup[] {
  return (menu.hamburger ?? []).map((link, index) => ({
    id: `hamburger-group-${index + 1}`,
    link,
    children: link.children ?? [],
  }));
}

/** Old design: the hamburger button sits in the primary (default) or the secondary menu bar (header.hamburgerMenuStyle). */
export function hamburgerPlacement(
  header: SiteSettings['header'],
  menu: SiteSettings['menu'],
): 'primary' | 'secondary' | null {
  if ((menu.hamburger ?? []).length === 0) return null;
  return header.hamburgerMenuStyle === 'secondary' && (menu.header_secondary ?? []).length > 0
    ? 'secondary'
    : 'primary';
}

export type SponsoredPlace = 'old-header' | 'new-header' | 'search-page';

export interface SponsoredLogo {
  src: string;
  /** CSS px: 50, or 30 in the new design's header (spec public §9). */
  height: number;
  href: string;
}

/**
 * The sponsored-search logo for a place, or null when sponsored search is off or has no logo. The
 * new header prefers the alternate logo, the search page its own; each falls back to the logo.
 */
export function sponsoredSearchLogo(
  sponsored: SiteSettings['sponsoredSearch'] | undefined,
  place: SponsoredPlace,
): SponsoredLogo | null {
  if (!sponsored?.enabled) return null;
  const src =
    (place === 'new-header' ? sponsored.altLogo : place === 'search-page' ? sponsored.searchPageLogo : '') ||
    sponsored.logo;
  if (!src) return null;
  return { src, height: place === 'new-header' ? 30 : 50, href: sponsored.clickUrl };
}

/** The index focus moves to when Tab (or Shift+Tab) leaves the last (first) of `count` focusable elements: it wraps. */
export function trappedFocusIndex(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (backwards && current <= 0) return count - 1;
  if (!backwards && current >= count - 1) return 0;
  return null;
}

/** Whether the new design's bottom bar shows at this scroll position (with some slack, so it does not flicker). */
export function bottomBarShown(scrollY: number, shownNow: boolean): boolean {
  if (shownNow) return scrollY <= 80;
  return scrollY <= 8;
}
