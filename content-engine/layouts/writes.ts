import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import { badInput } from '../core/validate.ts';
import { activeSectionStatus } from '../sections/queries.ts';
import { gridReferences } from './grid-references.ts';
import { toLayout, type Layout } from './layout.ts';
import type { LayoutFields } from './layout-input.ts';

/** A layout as the admin edits it: the rendered fields plus the tenants it is assigned to. */
export interface LayoutRecord extends Layout {
  tenants: string[];
}

const activeLayoutStatus = 1;
const maxReferences = 2_000;

/**
 * An active layout the tenant owns, is assigned or may use because it is global; null otherwise.
 * `tenantKey: null` reads it whatever its tenants (only to re-read a layout just written).
 */
export async function findLayoutRecord(db: Knex, tenantKey: string | null, id: number): Promise<LayoutRecord | null> {
  const query = db('layouts').where({ id, status: activeLayoutStatus });
  if (tenantKey !== null) {
    query.where((q) =>
      q
        .where('tenant_key', tenantKey)
        .orWhere('is_global', true)
        .orWhereIn('id', db('layout_tenants').select('layout_id').where({ tenant_key: tenantKey })),
    );
  }
  const row: unknown = await query.first();
  if (!row) return null;
  const tenants: string[] = await db('layout_tenants')
    .where({ layout_id: id })
    .orderBy('tenant_key')
    .pluck('tenant_key');
  return { ...toLayout(row), tenants };
}

/**
 * Every active layout the tenant owns, is assigned or may use because it is global, with the
 * tenants each is assigned to (two queries, whatever the number of layouts).
 */
export async function loadLayoutRecords(db: Knex, tenantKey: string): Promise<LayoutRecord[]> {
  const rows: unknown[] = await db('layouts')
    .where({ status: activeLayoutStatus })
    .where((q) =>
      q
        .where('tenant_key', tenantKey)
        .orWhere('is_global', true)
        .orWhereIn('id', db('layout_tenants').select('layout_id').where({ tenant_key: tenantKey })),
    )
    .orderBy('id');
  const layouts = rows.map(toLayout);
  const assigned = new Map<number, string[]>();
  const ids = layouts.map((layout) => layout.id);
  for (let i = 0; i < ids.length; i += 500) {
    const links: { layout_id: number | string; tenant_key: string }[] = await db('layout_tenants')
      .whereIn('layout_id', ids.slice(i, i + 500))
      .orderBy('tenant_key')
      .select('layout_id', 'tenant_key');
    for (const link of links) {
      const id = Number(link.layout_id);
      assigned.set(id, [...(assigned.get(id) ?? []), link.tenant_key]);
    }
  }
  return layouts.map((layout) => ({ ...layout, tenants: assigned.get(layout.id) ?? [] }));
}

const columns = (l: LayoutFields) => ({
  name: l.name,
  type: l.type,
  key: l.key,
  aliases: toJson(l.aliases),
  propagate: l.propagate,
  page_type: l.pageType,
  content_types: toJson(l.contentTypes),
  gating_requirements: l.gatingRequirements,
  is_global: l.isGlobal,
  hide_header: l.hideHeader,
  hide_footer: l.hideFooter,
  full_width: l.fullWidth,
  full_height: l.fullHeight,
  load_more_type: l.loadMoreType,
  ad_exclusions: toJson(l.adExclusions),
  primary_grid: toJson(l.primaryGrid),
  secondary_grid: toJson(l.secondaryGrid),
});

async function setLayoutTenants(db: Knex, id: number, tenants: string[]) {
  await db('layout_tenants').where({ layout_id: id }).delete();
  if (tenants.length)
    await db('layout_tenants').insert(tenants.map((tenantKey) => ({ layout_id: id, tenant_key: tenantKey })));
}

export async function insertLayoutRow(
  db: Knex,
  { ownerKey, layout, now }: { ownerKey: string; layout: LayoutFields; now: number },
): Promise<number> {
  const [inserted] = await db('layouts')
    .insert({ tenant_key: ownerKey, ...columns(layout), status: activeLayoutStatus, created: now, updated: now })
    .returning('id');
  const id = typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
  await setLayoutTenants(db, id, layout.isGlobal ? [] : layout.tenants);
  return id;
}

export async function updateLayoutRow(
  db: Knex,
  { id, layout, now }: { id: number; layout: LayoutFields; now: number },
) {
  await db('layouts')
    .where({ id })
    .update({ ...columns(layout), updated: now });
  await setLayoutTenants(db, id, layout.isGlobal ? [] : layout.tenants);
}

/** Retires the layout: pages stop using it; content naming it falls back to the other rules. */
export async function retireLayout(db: Knex, { id, now }: { id: number; now: number }) {
  await db('layouts').where({ id }).update({ status: 0, updated: now });
}

export const allTenantKeys = (db: Knex): Promise<string[]> => db('tenants').orderBy('key').pluck('key');

/** Refuses grid blocks that draw from sections or content of another tenant (or none). */
export async function assertGridReferencesExist(
  db: Knex,
  { tenantKey, layout }: { tenantKey: string; layout: LayoutFields },
) {
  const references = [
    ...gridReferences(layout.primaryGrid, 'primaryGrid'),
    ...gridReferences(layout.secondaryGrid, 'secondaryGrid'),
  ];
  const ids = (kind: 'section' | 'content') => [...new Set(references.filter((r) => r.kind === kind).map((r) => r.id))];
  const sectionIds = ids('section');
  const contentIds = ids('content');
  if (sectionIds.length + contentIds.length > maxReferences) {
    throw badInput('primaryGrid', `The grids may name at most ${maxReferences} sections and content items`);
  }
  const known = new Set<string>([
    ...(sectionIds.length
      ? await db('website_sections')
          .where({ tenant_key: tenantKey, status: activeSectionStatus })
          .whereIn('id', sectionIds)
          .pluck('id')
      : []
    ).map((id) => `section:${id}`),
    ...(contentIds.length
      ? await db('content').where({ tenant_key: tenantKey }).whereNot('status', 0).whereIn('id', contentIds).pluck('id')
      : []
    ).map((id) => `content:${id}`),
  ]);
  const missing = references.find((r) => !known.has(`${r.kind}:${r.id}`));
  if (missing) {
    const what = missing.kind === 'section' ? 'Website section' : 'Content';
    throw badInput(missing.path, `${what} ${missing.id} is not in this tenant`);
  }
}
