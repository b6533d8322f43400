import type { Knex } from 'knex';
import { z } from 'zod';
import { dbBoolean, dbJson, dbNullableNumber, dbNumber } from '../core/rows.ts';
import { adUnitTypes, defaultAdSize, parseAdSize, type AdSize, type AdUnit } from '../shared/ad-units.ts';
import { pageTypes } from '../shared/enums.ts';
import { parseCreative, type Creative } from './creative.ts';

const size = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

const adUnitRow = z.object({
  id: dbNumber,
  key: z.string(),
  name: z.string(),
  type: z.enum(adUnitTypes),
  size: z.string().transform((text): AdSize => parseAdSize(text) ?? defaultAdSize),
  size_mapping: dbJson(z.array(z.object({ viewport: size, sizes: z.array(size) }))),
  refresh_rate: dbNumber,
  use_section_alias: dbBoolean,
  exclude_page_types: dbJson(z.array(z.enum(pageTypes))),
  target_id: z.string().nullable(),
});

export const toAdUnit = (row: unknown): AdUnit => {
  const r = adUnitRow.parse(row);
  return {
    id: r.id,
    key: r.key,
    name: r.name,
    type: r.type,
    size: r.size,
    sizeMapping: r.size_mapping,
    refreshRate: r.refresh_rate,
    useSectionAlias: r.use_section_alias,
    excludePageTypes: r.exclude_page_types,
    targetId: r.target_id,
  };
};

/** An ad unit as the admin reads it: with when it last changed (the live status waits for jobs since). */
export type AdUnitRecord = AdUnit & { updated: number };

export const toAdUnitRecord = (row: unknown): AdUnitRecord => ({
  ...toAdUnit(row),
  updated: dbNumber.parse((row as { updated: unknown }).updated),
});

/** One ad unit of the tenant, or null (another tenant's id is not found). */
export async function findAdUnit(db: Knex, tenantKey: string, id: number): Promise<AdUnitRecord | null> {
  const row: unknown = await db('ad_units').where({ tenant_key: tenantKey, id }).first();
  return row ? toAdUnitRecord(row) : null;
}

/** The tenant's ad units (of `types` when given), by name. */
export async function listAdUnits(
  db: Knex,
  tenantKey: string,
  { types }: { types?: readonly string[] } = {},
): Promise<AdUnit[]> {
  const query = db('ad_units').where({ tenant_key: tenantKey }).orderBy(['name', 'id']);
  if (types) query.whereIn('type', types);
  return (await query).map(toAdUnit);
}

const creativeRow = z.object({
  id: dbNumber,
  name: z.string(),
  size: z.string().nullable(),
  section_alias: z.string().nullable(),
  kind: z.string(),
  fields: dbJson(z.record(z.string(), z.unknown())),
  priority: dbNumber,
  weight: dbNumber,
  start_date: dbNullableNumber,
  end_date: dbNullableNumber,
});

export type HouseCreative = Creative & {
  id: number;
  name: string;
  size: string | null;
  sectionAlias: string | null;
  priority: number;
  /** Share of rotations among equally ranked creatives. */
  weight: number;
  startDate: number | null;
  endDate: number | null;
};

/**
 * The tenant's active creatives targeting the unit (its key or its type, or every unit), highest
 * priority first. Size, section and dates are left to the caller's choice rule.
 */
export async function listCreativesForUnit(
  db: Knex,
  tenantKey: string,
  unit: Pick<AdUnit, 'key' | 'type'>,
): Promise<HouseCreative[]> {
  const rows = await db('house_ad_creatives')
    .where({ tenant_key: tenantKey, status: 1 })
    .andWhere((q) => q.whereNull('ad_unit_key').orWhere('ad_unit_key', unit.key))
    .andWhere((q) => q.whereNull('ad_unit_type').orWhere('ad_unit_type', unit.type))
    .orderBy([{ column: 'priority', order: 'desc' }, { column: 'id' }]);
  return rows.map((row: unknown) => {
    const r = creativeRow.parse(row);
    return {
      ...parseCreative(r.kind, r.fields),
      id: r.id,
      name: r.name,
      size: r.size,
      sectionAlias: r.section_alias,
      priority: r.priority,
      weight: r.weight,
      startDate: r.start_date,
      endDate: r.end_date,
    };
  });
}
