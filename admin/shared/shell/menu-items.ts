import type { Permission } from '../../../content-engine/shared/permissions.ts';

/** What a menu condition may look at: the site's modules and settings, and the dev-tools flag. */
export interface MenuContext {
  modules: readonly string[];
  useNewDesign: boolean;
  companyUpdatesEnabled: boolean;
  ipGatingAllowed: boolean;
  devTools: boolean;
}

export interface MenuEntry {
  label: string;
  href: string;
  permissions: Permission[];
  /** An add link beside the entry, shown only with `addPermissions` (default: the entry's). */
  add?: { href: string; permissions?: Permission[] };
  condition?: (context: MenuContext) => boolean;
  /** Opens in a new window or tab. */
  newWindow?: boolean;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
  /** A module the site must have enabled. */
  module?: string;
  /** Permissions the group needs besides its entries' (dev tools: manage_modules). */
  permissions?: Permission[];
  condition?: (context: MenuContext) => boolean;
}

/** The Site Reports menu: label and path under /admin (each a report of the engine; spec admin §2). */
export const reportPaths: [string, string][] = [
  ['Page Speed', 'page-speed-report'],
  ['RMI', 'rmi-report'],
  ['Editorial Tracking', 'editorial-tracking-report'],
  ['Content Velocity', 'content-velocity-report'],
  ['Content Detail', 'content-detail-report'],
  ['Content Length', 'content-length-report'],
  ['Content Views', 'content-views-report'],
  ['Top Content Pages by Pub Date', 'top-content-pages-by-pub-date-report'],
  ['Content Favorites', 'content-favorites-report'],
  ['Registrations', 'registrations-report'],
  ['Incomplete Registrations', 'incomplete-registrations-report'],
  ['Logins', 'login-report'],
  ['Newsletter Subscriptions', 'newsletter-subscriptions-report'],
  ['Company Engagement', 'company-engagement-report'],
  ['BlueConic Recommendations', 'blueconic-recommendations-report'],
  ['BlueConic Page Views', 'blueconic-page-views-report'],
  ['BlueConic Clients', 'blueconic-client-report'],
  ['Site License Company Page Views', 'site-license-company-page-views-report'],
  ['Sponsored Search Logo Clicks', 'sponsored-search-logo-clicks-report'],
  ['Menu Link Clicks', 'menu-link-clicks-report'],
  ['Site Performance', 'site-performance-report'],
];

/** The top toolbar's flyout menus (spec admin §2 "Admin shell", permissions of §6). */
export const menuGroups: MenuGroup[] = [
  {
    label: 'Content',
    entries: [
      { label: 'Content', href: '/admin/content', permissions: ['manage_content'] },
      { label: 'Taxonomy', href: '/admin/taxonomy', permissions: ['manage_taxonomy'] },
      {
        label: 'Company Updates',
        href: '/admin/company-updates',
        permissions: ['manage_content'],
        condition: (c) => c.companyUpdatesEnabled,
      },
      { label: 'Content Research', href: '/admin/content-research', permissions: ['manage_content'] },
      { label: 'Bulk Update Content', href: '/admin/bulk-update-content', permissions: ['bulk_update_content'] },
      { label: 'Content Syndication', href: '/admin/content-syndication', permissions: ['manage_content'] },
    ],
  },
  {
    label: 'Media',
    entries: [{ label: 'Digital Media Library', href: '/admin/digital-media-library', permissions: ['manage_assets'] }],
  },
  {
    label: 'Newsletters',
    module: 'newsletters',
    entries: [
      {
        label: 'Templates',
        href: '/admin/newsletter-templates',
        permissions: ['manage_newsletter_templates', 'manage_newsletter_templates_basic'],
        add: { href: '/admin/create-newsletter-template', permissions: ['manage_newsletter_templates'] },
      },
      {
        label: 'Campaigns',
        href: '/admin/newsletter-campaigns',
        permissions: ['manage_newsletter_campaigns'],
        add: { href: '/admin/create-newsletter-campaign' },
      },
      {
        label: 'Ads',
        href: '/admin/newsletter-ads',
        permissions: ['manage_newsletter_ads'],
        add: { href: '/admin/create-newsletter-ad' },
      },
      { label: 'Newsletter Content', href: '/admin/newsletter-content', permissions: ['manage_newsletter_campaigns'] },
      { label: 'Newsletter Settings', href: '/admin/newsletter-settings', permissions: ['manage_newsletter_settings'] },
    ],
  },
  {
    label: 'Magazines',
    module: 'magazine',
    entries: [
      {
        label: 'Publications',
        href: '/admin/magazine-publications/',
        permissions: ['manage_magazine_publications'],
        add: { href: '/admin/magazine-publications/?action=add' },
      },
      {
        label: 'Issues',
        href: '/admin/magazine-issues/',
        permissions: ['manage_magazine_issues'],
        add: { href: '/admin/magazine-issues/?action=add' },
      },
      {
        label: 'Sections',
        href: '/admin/magazine-sections/',
        permissions: ['manage_magazine_sections'],
        add: { href: '/admin/magazine-sections/?action=add' },
      },
    ],
  },
  {
    label: 'Contracts',
    entries: [
      {
        label: 'Contracts',
        href: '/admin/contracts',
        permissions: ['manage_contracts'],
        add: { href: '/admin/create-contract' },
      },
      {
        label: 'Persons',
        href: '/admin/persons',
        permissions: ['manage_contracts'],
        add: { href: '/admin/persons?create' },
      },
      { label: 'Contract Settings', href: '/admin/contracts/settings', permissions: ['manage_contracts'] },
    ],
  },
  {
    label: 'Site Memberships',
    module: 'memberships',
    entries: [
      {
        label: 'Memberships',
        href: '/admin/memberships',
        permissions: ['manage_memberships'],
        add: { href: '/admin/create-membership' },
      },
      { label: 'Membership Settings', href: '/admin/membership-settings', permissions: ['manage_memberships'] },
      { label: 'Site Users', href: '/admin/site-users', permissions: ['manage_site_users'] },
      { label: 'Migrate Site Users', href: '/admin/migrate-site-users', permissions: ['manage_site_users'] },
      {
        label: 'IP Gating',
        href: '/admin/ip-gating-settings',
        permissions: ['manage_ip_gating'],
        add: { href: '/admin/create-ip-gating' },
        condition: (c) => c.ipGatingAllowed,
      },
    ],
  },
  {
    label: 'Site Reports',
    entries: reportPaths.map(([label, path]) => ({
      label,
      href: `/admin/${path}`,
      permissions: ['view_common_reports'] as Permission[],
      ...(path === 'site-license-company-page-views-report'
        ? { condition: (c: MenuContext) => c.ipGatingAllowed }
        : {}),
    })),
  },
  {
    label: 'Site Exports',
    entries: [
      { label: 'Print Exports', href: '/admin/print-exports', permissions: ['manage_print_export'] },
      { label: 'Company Export', href: '/admin/company-export', permissions: ['manage_print_export'] },
      { label: 'Taxonomy Export', href: '/admin/taxonomy-export', permissions: ['manage_print_export'] },
      { label: 'InDesign Scripts', href: '/scripts/indesign.zip', permissions: ['manage_print_export'] },
    ],
  },
  {
    label: 'Settings',
    entries: [
      {
        label: 'Site Settings',
        href: '/admin/site-settings-new',
        permissions: ['view_site_settings', 'manage_site_settings'],
        condition: (c) => c.useNewDesign,
      },
      {
        label: 'Site Settings',
        href: '/admin/edit-site-settings',
        permissions: ['view_site_settings', 'manage_site_settings'],
        condition: (c) => !c.useNewDesign,
      },
      {
        label: 'Layouts',
        href: '/admin/layouts',
        permissions: ['view_site_layouts', 'manage_site_layouts'],
        add: { href: '/admin/create-web-layout', permissions: ['manage_site_layouts'] },
      },
      {
        label: 'Website Sections',
        href: '/admin/website-sections',
        permissions: ['view_site_sections', 'manage_site_sections'],
        add: { href: '/admin/create-website-section', permissions: ['manage_site_sections'] },
      },
      { label: 'Menus', href: '/admin/menus', permissions: ['manage_menus'] },
      {
        label: 'Redirects',
        href: '/admin/redirects',
        permissions: ['manage_redirects'],
        add: { href: '/admin/create-redirect' },
      },
      {
        label: 'Header Call to Action',
        href: '/admin/edit-cta-message',
        permissions: ['manage_header_cta', 'manage_site_settings', 'view_site_settings'],
      },
      {
        label: 'MEIG Settings',
        href: '/admin/meig-settings',
        permissions: ['view_site_settings', 'manage_site_settings'],
      },
      {
        label: 'Enabled Modules',
        href: '/admin/edit-enabled-modules',
        permissions: ['manage_modules', 'view_site_settings'],
      },
      {
        label: 'Contacts Settings',
        href: '/admin/contacts-settings',
        permissions: ['view_site_settings', 'manage_site_settings'],
      },
      {
        label: 'Podcast Settings',
        href: '/admin/podcasts-settings',
        permissions: ['view_site_settings', 'manage_site_settings'],
      },
      {
        label: 'Ad Unit Patterns',
        href: '/admin/ad-unit-patterns',
        permissions: ['view_ad_unit_patterns', 'manage_ad_unit_patterns'],
        add: { href: '/admin/create-ad-unit-pattern', permissions: ['manage_ad_unit_patterns'] },
      },
      {
        label: 'House Ads',
        href: '/admin/house-ads',
        permissions: ['view_ad_unit_patterns', 'manage_ad_unit_patterns'],
        add: { href: '/admin/create-house-ad', permissions: ['manage_ad_unit_patterns'] },
      },
      {
        label: 'Ad Unit Settings Report',
        href: '/admin/ad-unit-settings-report',
        permissions: ['view_ad_unit_patterns', 'manage_ad_unit_patterns'],
      },
      {
        label: 'CMS Users',
        href: '/admin/cms-users',
        permissions: ['manage_users'],
        add: { href: '/admin/create-cms-user' },
      },
    ],
  },
  {
    label: 'Cross Site',
    entries: [
      { label: 'Cross-Site Exports', href: '/admin/cross-site-exports', permissions: ['manage_print_export'] },
      { label: 'Cross-Site Reports', href: '/admin/cross-site-reports', permissions: ['view_common_reports'] },
      {
        label: 'Tenants',
        href: '/admin/tenants',
        permissions: ['manage_modules'],
        add: { href: '/admin/create-tenant' },
      },
    ],
  },
  {
    label: 'Dev Tools',
    permissions: ['manage_modules'],
    entries: [
      { label: 'History', href: '/admin/history', permissions: ['view_history'] },
      { label: 'System', href: '/admin/system', permissions: ['manage_modules'] },
      { label: 'Diagnostics', href: '/admin/test', permissions: ['manage_modules'] },
      { label: 'Test Form API', href: '/admin/test-form-api', permissions: ['manage_modules'] },
      { label: 'Color Test', href: '/admin/color-test', permissions: ['manage_modules'] },
      { label: 'AI Assistant', href: '/admin/openai', permissions: ['manage_modules'] },
      { label: 'Layout Block Usage', href: '/admin/layout-block-usage', permissions: ['manage_modules'] },
      { label: 'Layout Block Option Usage', href: '/admin/layout-block-option-usage', permissions: ['manage_modules'] },
      { label: 'Layout Analysis', href: '/admin/layout-analysis', permissions: ['manage_modules'] },
      { label: 'Site Settings Analysis', href: '/admin/ss-analysis', permissions: ['manage_modules'] },
      { label: 'Newsletter Block Analysis', href: '/admin/nl-block-analysis', permissions: ['manage_modules'] },
      { label: 'Migrate to New Design', href: '/admin/migrate-to-new-design', permissions: ['manage_modules'] },
      {
        label: 'Site Migration: Export',
        href: '/admin/aspire-to-aspire-migration-config',
        permissions: ['manage_modules'],
      },
      { label: 'Site Migration: Run', href: '/admin/run-aspire-to-aspire-migration', permissions: ['manage_modules'] },
      {
        label: 'Update Layout Schedule Options',
        href: '/admin/update-layout-schedule-options',
        permissions: ['manage_modules'],
      },
    ],
  },
];

/** The account menu: every signed-in user. */
export const accountEntries = (editorialResourceUrl: string | null) => [
  { label: 'My Profile', href: '/admin/user' },
  { label: 'Internal News', href: '/admin/aspire-news' },
  ...(editorialResourceUrl ? [{ label: 'Editorial Resources', href: editorialResourceUrl, external: true }] : []),
  { label: 'Log out', href: '/admin/logout' },
];
