/** Every CMS permission (spec admin §6). */
export const permissions = [
  'manage_content',
  'manage_taxonomy',
  'bulk_update_content',
  'manage_assets',
  'manage_newsletter_templates',
  'manage_newsletter_templates_basic',
  'manage_newsletter_campaigns',
  'manage_newsletter_ads',
  'manage_newsletter_settings',
  'manage_magazine_publications',
  'manage_magazine_issues',
  'manage_magazine_sections',
  'manage_contracts',
  'manage_memberships',
  'manage_site_users',
  'manage_ip_gating',
  'view_common_reports',
  'manage_print_export',
  'view_site_settings',
  'manage_site_settings',
  'view_site_layouts',
  'manage_site_layouts',
  'manage_menus',
  'manage_redirects',
  'view_site_sections',
  'manage_site_sections',
  'manage_header_cta',
  'view_ad_unit_patterns',
  'manage_ad_unit_patterns',
  'manage_users',
  'manage_modules',
  'view_history',
] as const;

export type Permission = (typeof permissions)[number];

/**
 * The spec's rule: the user is logged in and holds at least one of the requested permissions.
 * Any failure (no user, no permissions, empty request) yields no access.
 */
export function hasAnyPermission(
  user: { permissions: readonly string[] } | null | undefined,
  requested: readonly Permission[],
): boolean {
  if (!user || requested.length === 0) return false;
  return requested.some((permission) => user.permissions.includes(permission));
}
