import { defaultSiteSettings, type MenuLink, type SiteSettings } from '../../shared/schemas/site-settings.ts';
import type { Tenant } from '../../core/tenant.ts';
import type { StarterSection } from './sections.ts';

const link = (label: string, href: string): MenuLink => ({ label, href });

/** The menus of a new tenant: its top sections in the header, all of them in the hamburger menu. */
export function starterMenus(sections: StarterSection[]): SiteSettings['menu'] {
  const tops = sections.filter((s) => s.parentId === null && s.alias !== 'home');
  return {
    header_primary: tops.map((s) => link(s.name, `/${s.alias}`)),
    header_secondary: [link('Search', '/search')],
    hamburger: tops.map((top) => ({
      ...link(top.name, `/${top.alias}`),
      children: sections.filter((s) => s.parentId === top.id).map((s) => link(s.name, `/${s.alias}`)),
    })),
    footer: tops.map((s) => link(s.name, `/${s.alias}`)),
    mega_1: tops.map((s) => link(s.name, `/${s.alias}`)),
    mega_2: [],
    mega_3: [],
    affiliated_brands: [],
  };
}

/** The site settings document of a new tenant: its name and domain, the menus, the defaults elsewhere. */
export function starterSettings(
  tenant: Pick<Tenant, 'name' | 'key' | 'domains'>,
  { sections, year }: { sections: StarterSection[]; year: number },
): SiteSettings {
  const rootDomain = (tenant.domains.find((d) => !d.endsWith('.localhost')) ?? tenant.domains[0] ?? '').replace(
    /^www\./,
    '',
  );
  return defaultSiteSettings({
    general: { siteName: tenant.name, rootDomain },
    footer: { copyrightText: `© ${year} ${tenant.name}. All rights reserved.` },
    googleAdManager: { basePath: tenant.key },
    sectionTree: { parentSections: sections.filter((s) => s.parentId === null && s.alias !== 'home').map((s) => s.id) },
    menu: starterMenus(sections),
  });
}
