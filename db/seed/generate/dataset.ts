export type Row = Record<string, unknown>;

/** Tables in insert order: every table only references tables before it. */
export const seedTables = [
  'tenants',
  'tenant_domains',
  'assets',
  'website_sections',
  'persons',
  'contacts',
  'taxonomy',
  'memberships',
  'demographics',
  'site_users',
  'site_user_memberships',
  'site_user_newsletters',
  'magazine_publications',
  'magazine_issues',
  'magazine_sections',
  'layouts',
  'layout_tenants',
  'content',
  'content_authors',
  'content_images',
  'content_relations',
  'content_contacts',
  'content_taxonomy',
  'content_issues',
  'website_schedules',
  'redirects',
  'site_settings',
  'site_licenses',
  'ad_units',
  'house_ad_creatives',
  'comments',
  'tracking_events',
  'ats_jobs',
  'newsletter_subscribers',
  'newsletter_templates',
  'newsletter_campaigns',
  'newsletter_ads',
  'newsletter_ad_schedules',
  'newsletter_content_schedules',
] as const;

export type SeedTable = (typeof seedTables)[number];

/** Every row of one tenant, ids assigned, ready to insert. */
export type Dataset = Record<SeedTable, Row[]>;

export const emptyDataset = (): Dataset =>
  Object.fromEntries(seedTables.map((table) => [table, []])) as unknown as Dataset;

/** Tables whose `id` is a serial the seed assigns itself. */
export const idTables = [
  'assets',
  'website_sections',
  'persons',
  'contacts',
  'taxonomy',
  'memberships',
  'magazine_publications',
  'magazine_issues',
  'magazine_sections',
  'layouts',
  'content',
  'website_schedules',
  'redirects',
  'site_users',
  'site_licenses',
  'newsletter_templates',
  'newsletter_campaigns',
  'newsletter_ads',
] as const satisfies readonly SeedTable[];

export type IdTable = (typeof idTables)[number];
