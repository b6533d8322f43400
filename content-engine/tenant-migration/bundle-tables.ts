/**
 * The tables a tenant bundle carries, in the order an import writes them (a table's references
 * point only at tables before it, or at itself). `refs` maps a column to the table whose source
 * id it holds: an import writes the target id found in the map, never a bundle's id.
 */
export interface BundleTable {
  name: BundleTableName;
  /** Has an `id` primary key (mapped); link tables are keyed by their references instead. */
  hasId: boolean;
  refs: Record<string, BundleTableName>;
  /**
   * Columns that identify a row within a tenant: an unmapped bundle row that matches an existing
   * row of the target tenant adopts it (the starter set's home section, the home layout) rather
   * than colliding with it.
   */
  naturalKey?: readonly string[];
  /** Columns a link row must have mapped (it is skipped when one is not). */
  required?: readonly string[];
}

export const bundleTableNames = [
  'assets',
  'website_sections',
  'taxonomy',
  'persons',
  'layouts',
  'content',
  'content_images',
  'content_relations',
  'content_authors',
  'content_taxonomy',
  'website_schedules',
  'redirects',
  'site_settings',
] as const;
export type BundleTableName = (typeof bundleTableNames)[number];

export const bundleTables: readonly BundleTable[] = [
  { name: 'assets', hasId: true, refs: {} },
  { name: 'website_sections', hasId: true, refs: { parent_id: 'website_sections' }, naturalKey: ['alias'] },
  { name: 'taxonomy', hasId: true, refs: { parent_id: 'taxonomy' }, naturalKey: ['type', 'full_name'] },
  { name: 'persons', hasId: true, refs: { image_id: 'assets' } },
  { name: 'layouts', hasId: true, refs: {}, naturalKey: ['type', 'name'] },
  {
    name: 'content',
    hasId: true,
    refs: {
      company_id: 'content',
      primary_section_id: 'website_sections',
      primary_image_id: 'assets',
      layout_id: 'layouts',
    },
    naturalKey: ['canonical_path'],
  },
  {
    name: 'content_images',
    hasId: false,
    refs: { content_id: 'content', asset_id: 'assets' },
    required: ['content_id', 'asset_id'],
  },
  {
    name: 'content_relations',
    hasId: false,
    refs: { content_id: 'content', related_id: 'content' },
    required: ['content_id', 'related_id'],
  },
  {
    name: 'content_authors',
    hasId: false,
    refs: { content_id: 'content', person_id: 'persons' },
    required: ['content_id', 'person_id'],
  },
  {
    name: 'content_taxonomy',
    hasId: false,
    refs: { content_id: 'content', taxonomy_id: 'taxonomy' },
    required: ['content_id', 'taxonomy_id'],
  },
  {
    name: 'website_schedules',
    hasId: true,
    refs: { content_id: 'content', section_id: 'website_sections' },
    naturalKey: ['content_id', 'section_id', 'option'],
    required: ['content_id', 'section_id'],
  },
  { name: 'redirects', hasId: true, refs: {}, naturalKey: ['from'] },
  // One row per tenant (its payload: settings and menus); its "id" in the bundle is always 1.
  { name: 'site_settings', hasId: false, refs: {} },
];

export const bundleTableOf = (name: string) => bundleTables.find((table) => table.name === name);

/** The link tables' parent: their rows belong to the tenant through this column's content row. */
export const linkOwner: Partial<Record<BundleTableName, string>> = {
  content_images: 'content_id',
  content_relations: 'content_id',
  content_authors: 'content_id',
  content_taxonomy: 'content_id',
};
