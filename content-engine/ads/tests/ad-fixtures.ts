import type { Knex } from 'knex';
import { parseCreative } from '../creative.ts';
import type { AdUnitType } from '../../shared/ad-units.ts';

const now = () => Date.now();

export async function insertAdUnit(
  db: Knex,
  u: {
    tenantKey: string;
    key: string;
    name?: string;
    type: AdUnitType;
    size?: string;
    sizeMapping?: unknown[];
    refreshRate?: number;
    excludePageTypes?: string[];
  },
): Promise<number> {
  const [row] = await db('ad_units')
    .insert({
      tenant_key: u.tenantKey,
      key: u.key,
      name: u.name ?? `${u.tenantKey} ${u.key}`,
      type: u.type,
      size: u.size ?? '1x1',
      size_mapping: JSON.stringify(u.sizeMapping ?? []),
      refresh_rate: u.refreshRate ?? 0,
      use_section_alias: true,
      exclude_page_types: JSON.stringify(u.excludePageTypes ?? []),
      target_id: null,
      created: now(),
      updated: now(),
    })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}

export async function insertCreative(
  db: Knex,
  c: {
    tenantKey: string;
    name?: string;
    unitKey?: string;
    unitType?: AdUnitType;
    size?: string;
    sectionAlias?: string;
    kind: string;
    fields: Record<string, unknown>;
    priority?: number;
    status?: number;
  },
): Promise<number> {
  const parsed = parseCreative(c.kind, c.fields);
  const [row] = await db('house_ad_creatives')
    .insert({
      tenant_key: c.tenantKey,
      name: c.name ?? `${c.tenantKey} ${c.kind}`,
      ad_unit_key: c.unitKey ?? null,
      ad_unit_type: c.unitType ?? null,
      size: c.size ?? null,
      section_alias: c.sectionAlias ?? null,
      kind: parsed.kind,
      fields: JSON.stringify(parsed.fields),
      priority: c.priority ?? 0,
      status: c.status ?? 1,
      created: now(),
      updated: now(),
    })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}
