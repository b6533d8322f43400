import { describe, expect, it } from 'vitest';
import { permissions } from '../../../content-engine/shared/permissions.ts';
import { menuGroups, type MenuContext } from './menu-items.ts';
import { spotlightMatches, visibleMenus } from './visible-menus.ts';

const context: MenuContext = {
  modules: [],
  useNewDesign: false,
  companyUpdatesEnabled: false,
  ipGatingAllowed: false,
  devTools: false,
};
const everything = { permissions: [...permissions] };
const labels = (groups: ReturnType<typeof visibleMenus>) => groups.map((g) => g.label);
const hrefs = (groups: ReturnType<typeof visibleMenus>) => groups.flatMap((g) => g.entries.map((e) => e.href));

describe('the toolbar menus', () => {
  it('shows module menus only with their module on', () => {
    expect(labels(visibleMenus(menuGroups, everything, context))).not.toContain('Newsletters');
    const all = visibleMenus(menuGroups, everything, {
      ...context,
      modules: ['newsletters', 'magazine', 'memberships'],
    });
    expect(labels(all)).toEqual([
      'Content',
      'Media',
      'Newsletters',
      'Magazines',
      'Contracts',
      'Site Memberships',
      'Site Reports',
      'Site Exports',
      'Settings',
      'Cross Site',
      'Dev Tools',
    ]);
  });

  it('links Settings to the new or the old site-settings page by useNewDesign', () => {
    expect(hrefs(visibleMenus(menuGroups, everything, context))).toContain('/admin/edit-site-settings');
    const newDesign = hrefs(visibleMenus(menuGroups, everything, { ...context, useNewDesign: true }));
    expect(newDesign).toContain('/admin/site-settings-new');
    expect(newDesign).not.toContain('/admin/edit-site-settings');
  });

  it('hides a group without any permission of its entries, and an entry whose condition fails', () => {
    const editor = { permissions: ['manage_content', 'manage_redirects'] };
    const groups = visibleMenus(menuGroups, editor, context);
    expect(labels(groups)).toEqual(['Content', 'Settings']);
    expect(hrefs(groups)).not.toContain('/admin/company-updates');
    expect(hrefs(visibleMenus(menuGroups, editor, { ...context, companyUpdatesEnabled: true }))).toContain(
      '/admin/company-updates',
    );
    expect(labels(visibleMenus(menuGroups, { permissions: ['manage_redirects'] }, context))).toEqual(['Settings']);
    expect(visibleMenus(menuGroups, null, context)).toEqual([]);
  });

  it('shows add links only with the manage permission, and dev tools only with manage_modules', () => {
    const viewer = visibleMenus(menuGroups, { permissions: ['view_site_layouts', 'view_history'] }, context);
    expect(viewer.flatMap((g) => g.entries)).toEqual([
      expect.objectContaining({ href: '/admin/layouts', addHref: null }),
    ]);
    const manager = visibleMenus(
      menuGroups,
      { permissions: ['manage_site_layouts', 'manage_modules', 'view_history'] },
      context,
    );
    expect(manager.flatMap((g) => g.entries).find((e) => e.href === '/admin/layouts')?.addHref).toBe(
      '/admin/create-web-layout',
    );
    expect(hrefs(manager)).toContain('/admin/history');
  });

  it('shows Tenants (with its add link) only with manage_modules', () => {
    const withoutModules = everything.permissions.filter((p) => p !== 'manage_modules');
    expect(hrefs(visibleMenus(menuGroups, { permissions: withoutModules }, context))).not.toContain('/admin/tenants');
    const tenants = visibleMenus(menuGroups, { permissions: ['manage_modules'] }, context)
      .flatMap((g) => g.entries)
      .find((e) => e.href === '/admin/tenants');
    expect(tenants?.addHref).toBe('/admin/create-tenant');
  });

  it('shows IP gating entries and the licence report only when IP gating is allowed', () => {
    const on = { ...context, modules: ['memberships'], ipGatingAllowed: true };
    expect(hrefs(visibleMenus(menuGroups, everything, on))).toEqual(
      expect.arrayContaining(['/admin/ip-gating-settings', '/admin/site-license-company-page-views-report']),
    );
    const off = hrefs(visibleMenus(menuGroups, everything, { ...on, ipGatingAllowed: false }));
    expect(off).not.toContain('/admin/ip-gating-settings');
    expect(off).not.toContain('/admin/site-license-company-page-views-report');
  });

  it('the spotlight filters entry and group labels case-insensitively', () => {
    const groups = visibleMenus(menuGroups, everything, context);
    expect(spotlightMatches(groups, 'redir').map((e) => e.label)).toEqual(['Redirects']);
    expect(spotlightMatches(groups, 'REDIR').map((e) => e.label)).toEqual(['Redirects']);
    expect(spotlightMatches(groups, 'cross site').map((e) => e.label)).toEqual([
      'Cross-Site Exports',
      'Cross-Site Reports',
      // The group's label matches: every entry of it.
      'Tenants',
    ]);
  });
});
