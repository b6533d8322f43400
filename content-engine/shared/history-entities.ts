/** What a history entry is about, with the admin's label. Global entities (CMS users, internal news) have no tenant. */
export const historyEntities = [
  { value: 'content', label: 'Content' },
  { value: 'website_section', label: 'Website section' },
  { value: 'layout', label: 'Layout' },
  { value: 'redirect', label: 'Redirect' },
  { value: 'site_settings', label: 'Site settings' },
  { value: 'menu', label: 'Menu' },
  { value: 'taxonomy', label: 'Taxonomy' },
  { value: 'asset', label: 'Asset' },
  { value: 'person', label: 'Person' },
  { value: 'contract', label: 'Contract' },
  { value: 'contract_settings', label: 'Contract settings' },
  { value: 'magazine_publication', label: 'Magazine publication' },
  { value: 'magazine_issue', label: 'Magazine issue' },
  { value: 'magazine_section', label: 'Magazine section' },
  { value: 'cms_user', label: 'CMS user' },
  { value: 'internal_news', label: 'Internal news' },
  { value: 'build', label: 'Build' },
  { value: 'site_license', label: 'Site licence' },
  { value: 'membership', label: 'Membership' },
  { value: 'tenant_modules', label: 'Enabled modules' },
  { value: 'tenant', label: 'Tenant' },
  { value: 'ad_unit_pattern', label: 'Ad unit pattern' },
  { value: 'house_ad', label: 'House ad' },
  { value: 'company_update', label: 'Company update' },
  { value: 'newsletter_template', label: 'Newsletter template' },
  { value: 'newsletter_campaign', label: 'Newsletter campaign' },
  { value: 'newsletter_ad', label: 'Newsletter ad' },
  { value: 'newsletter_content_schedule', label: 'Newsletter content schedule' },
] as const;

export type HistoryEntityType = (typeof historyEntities)[number]['value'];
export const historyEntityTypes = historyEntities.map((entity) => entity.value) as [
  HistoryEntityType,
  ...HistoryEntityType[],
];
