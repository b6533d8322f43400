import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';

/*
 * Small, explicit row builders for integration tests. Each returns the new row's id (or key) and
 * fills every required column with a sensible default.
 */

const stamp = () => ({ created: Date.now(), updated: Date.now() });

const insertId = async (db: Knex, table: string, row: Record<string, unknown>): Promise<number> => {
  const [inserted] = await db(table).insert(row).returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
};

export async function insertTenant(
  db: Knex,
  {
    key,
    name = key.toUpperCase(),
    domains = [`${key}.example.com`],
    modules = ['magazine', 'search', 'memberships', 'newsletters'],
    isTest = false,
  }: { key: string; name?: string; domains?: string[]; modules?: string[]; isTest?: boolean },
) {
  await db('tenants').insert({
    key,
    name,
    abbreviation: key.slice(0, 4).toUpperCase(),
    prod_endpoint: `https://${domains[0]}`,
    modules: toJson(modules),
    is_test: isTest,
    ...stamp(),
  });
  for (const [index, domain] of domains.entries())
    await db('tenant_domains').insert({ domain, tenant_key: key, is_primary: index === 0 });
  return key;
}

export async function insertSection(
  db: Knex,
  {
    tenantKey,
    name,
    alias,
    parentId = null,
    description = '',
    gamAlias = null,
    fullName,
  }: {
    tenantKey: string;
    name: string;
    alias: string;
    parentId?: number | null;
    description?: string;
    gamAlias?: string | null;
    fullName?: string;
  },
) {
  return insertId(db, 'website_sections', {
    tenant_key: tenantKey,
    name,
    full_name: fullName ?? name,
    system_alias: alias,
    alias,
    parent_id: parentId,
    description,
    gam_alias: gamAlias,
    ...stamp(),
  });
}

export interface ContentFixture {
  tenantKey: string;
  name: string;
  type?: string;
  status?: number;
  alias?: string;
  canonicalPath?: string;
  published?: number | null;
  primarySectionId?: number | null;
  primaryImageId?: number | null;
  companyId?: number | null;
  teaser?: string;
  body?: string;
  labels?: string[];
  layoutId?: number | null;
  startDate?: number | null;
  endDate?: number | null;
  membershipIds?: number[];
  gating?: Record<string, unknown>;
}

export async function insertContent(db: Knex, c: ContentFixture) {
  const alias =
    c.alias ??
    c.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const id = await insertId(db, 'content', {
    tenant_key: c.tenantKey,
    type: c.type ?? 'Article',
    status: c.status ?? 1,
    name: c.name,
    alias,
    canonical_path: c.canonicalPath ?? `/pending-${alias}-${Math.random().toString(36).slice(2)}`,
    teaser: c.teaser ?? '',
    body: c.body ?? '',
    labels: toJson(c.labels ?? []),
    published: c.published === undefined ? Date.now() - 60_000 : c.published,
    start_date: c.startDate ?? null,
    end_date: c.endDate ?? null,
    primary_section_id: c.primarySectionId ?? null,
    primary_image_id: c.primaryImageId ?? null,
    company_id: c.companyId ?? null,
    layout_id: c.layoutId ?? null,
    membership_ids: toJson(c.membershipIds ?? []),
    gating: toJson(c.gating ?? {}),
    ...stamp(),
  });
  if (!c.canonicalPath)
    await db('content')
      .where({ id })
      .update({ canonical_path: `/${alias}/${id}` });
  return id;
}

export async function insertSchedule(
  db: Knex,
  {
    tenantKey,
    contentId,
    sectionId,
    option = 'Standard',
    startDate = Date.now() - 60_000,
    endDate = null,
  }: {
    tenantKey: string;
    contentId: number;
    sectionId: number;
    option?: string;
    startDate?: number;
    endDate?: number | null;
  },
) {
  return insertId(db, 'website_schedules', {
    tenant_key: tenantKey,
    content_id: contentId,
    section_id: sectionId,
    option,
    start_date: startDate,
    end_date: endDate,
  });
}

export async function insertAsset(
  db: Knex,
  {
    tenantKey,
    fileName = 'image.jpg',
    src = '/files/image.jpg',
    type = 'Image',
    isLogo = false,
    width = 1200,
    height = 800,
  }: {
    tenantKey: string;
    fileName?: string;
    src?: string;
    type?: string;
    isLogo?: boolean;
    width?: number;
    height?: number;
  },
) {
  return insertId(db, 'assets', {
    tenant_key: tenantKey,
    type,
    file_name: fileName,
    src,
    mime_type: type === 'Image' ? 'image/jpeg' : 'application/pdf',
    width,
    height,
    is_logo: isLogo,
    ...stamp(),
  });
}

export async function insertLayout(
  db: Knex,
  l: {
    tenantKey: string;
    name: string;
    type: string;
    key?: string | null;
    aliases?: string[];
    propagate?: boolean;
    pageType?: string | null;
    contentTypes?: string[];
    isGlobal?: boolean;
    tenants?: string[];
    loadMoreType?: string;
    primaryGrid?: unknown;
    secondaryGrid?: unknown;
    hideHeader?: boolean;
    hideFooter?: boolean;
    fullWidth?: boolean;
    fullHeight?: boolean;
    adExclusions?: Record<string, boolean>;
  },
) {
  const id = await insertId(db, 'layouts', {
    tenant_key: l.tenantKey,
    name: l.name,
    type: l.type,
    key: l.key ?? null,
    aliases: toJson(l.aliases ?? []),
    propagate: l.propagate ?? false,
    page_type: l.pageType ?? null,
    content_types: toJson(l.contentTypes ?? []),
    is_global: l.isGlobal ?? false,
    hide_header: l.hideHeader ?? false,
    hide_footer: l.hideFooter ?? false,
    full_width: l.fullWidth ?? false,
    full_height: l.fullHeight ?? true,
    load_more_type: l.loadMoreType ?? 'none',
    ad_exclusions: toJson(l.adExclusions ?? {}),
    primary_grid: toJson(l.primaryGrid ?? { rows: [] }),
    secondary_grid: toJson(l.secondaryGrid ?? { rows: [] }),
    ...stamp(),
  });
  for (const tenantKey of l.tenants ?? [l.tenantKey])
    await db('layout_tenants').insert({ layout_id: id, tenant_key: tenantKey });
  return id;
}

/**
 * The demo's first top-level section page (not home) of a tenant, given a url-override layout of
 * `grid`: how the site tests put blocks on a real page of the seeded demo. Returns its path.
 */
export async function overrideTopSectionPage(
  db: Knex,
  { tenantKey, name, grid }: { tenantKey: string; name: string; grid: unknown },
): Promise<string> {
  const { alias } = await db('website_sections')
    .where({ tenant_key: tenantKey, status: 1 })
    .whereNull('parent_id')
    .whereNot('alias', 'home')
    .orderBy('id')
    .first('alias');
  const path = `/${alias}`;
  await insertLayout(db, { tenantKey, name, type: 'url-override', aliases: [path], primaryGrid: grid });
  return path;
}
