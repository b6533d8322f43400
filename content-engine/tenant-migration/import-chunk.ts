import type { Knex } from 'knex';
import { sanitizeBody } from '../content/writes/sanitize-body.ts';
import { saveSiteSettings } from '../settings/queries.ts';
import type { SiteSettingsPartial } from '../shared/schemas/site-settings.ts';
import type { BundleTable } from './bundle-tables.ts';
import { recordMappings, type IdMap, type MapScope } from './id-map.ts';
import { columnsOf, type Row } from './table-rows.ts';

export interface ChunkCounts {
  created: number;
  adopted: number;
  skipped: number;
}

export interface ChunkInput {
  trx: Knex;
  scope: MapScope;
  table: BundleTable;
  rows: Row[];
  ids: IdMap;
  now: number;
  /** Stores an asset's file for the target tenant: its new src and facts, or null (no file, or refused). */
  storeAssetFile: (row: Row) => Promise<Row | null>;
}

/** Columns a bundle never sets: the row's own id and tenant, and who last edited it on the source. */
const neverCopied = new Set(['id', 'tenant_key', 'updated_by_id', 'cms_user_id']);

const insertedId = (inserted: unknown) =>
  typeof inserted === 'object' && inserted !== null ? Number((inserted as { id: number }).id) : Number(inserted);

/** A row's values for the target: known columns only, the target tenant, references mapped (null when unmapped). */
async function targetValues(input: ChunkInput, row: Row, local: Map<number, number>) {
  const { trx, table, ids, scope } = input;
  const columns = await columnsOf(trx, table.name);
  const values: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row))
    if (column in columns && !neverCopied.has(column)) values[column] = value;
  if ('tenant_key' in columns) values.tenant_key = scope.targetTenantKey;
  for (const [column, refTable] of Object.entries(table.refs)) {
    const source = row[column];
    if (source === null || source === undefined) continue;
    const mapped =
      (refTable === table.name ? local.get(Number(source)) : undefined) ??
      (await ids.load(trx, refTable)).get(Number(source));
    if (mapped === undefined && table.required?.includes(column)) return null;
    values[column] = mapped ?? null;
  }
  if (table.name === 'content' && typeof values.body === 'string') values.body = sanitizeBody(values.body);
  return values;
}

async function existingByNaturalKey(input: ChunkInput, values: Record<string, unknown>) {
  const key = input.table.naturalKey;
  if (!key || key.some((column) => values[column] === null || values[column] === undefined)) return null;
  const where = Object.fromEntries(key.map((column) => [column, values[column]]));
  const found = await input
    .trx(input.table.name)
    .where({ tenant_key: input.scope.targetTenantKey, ...where })
    .first('id');
  return found ? Number(found.id) : null;
}

async function writeIdRow(input: ChunkInput, row: Row, local: Map<number, number>, counts: ChunkCounts) {
  const { trx, table, scope } = input;
  let values = await targetValues(input, row, local);
  if (values && table.name === 'assets') {
    const stored = await input.storeAssetFile(row);
    values = stored ? { ...values, ...stored } : null;
  }
  if (!values) return void (counts.skipped += 1);
  const existing = await existingByNaturalKey(input, values);
  let id: number;
  if (existing !== null) {
    await trx(table.name).where({ id: existing, tenant_key: scope.targetTenantKey }).update(values);
    id = existing;
    counts.adopted += 1;
  } else {
    id = insertedId((await trx(table.name).insert(values).returning('id'))[0]);
    counts.created += 1;
  }
  if (table.name === 'layouts')
    await trx('layout_tenants')
      .insert({ layout_id: id, tenant_key: scope.targetTenantKey })
      .onConflict(['layout_id', 'tenant_key'])
      .ignore();
  local.set(Number(row.id), id);
}

async function writeLinkRow(input: ChunkInput, row: Row, counts: ChunkCounts) {
  const values = await targetValues(input, row, new Map());
  if (!values) return void (counts.skipped += 1);
  const key = Object.fromEntries(input.table.required!.map((column) => [column, values[column]]));
  if (await input.trx(input.table.name).where(key).first(input.table.required![0]!)) return void (counts.skipped += 1);
  await input.trx(input.table.name).insert(values);
  counts.created += 1;
}

/** The settings document with the section ids it names mapped to the target's. */
async function writeSettings(input: ChunkInput, row: Row, counts: ChunkCounts) {
  const payload = JSON.parse(String(row.payload ?? '{}')) as SiteSettingsPartial & {
    sectionTree?: { parentSections?: unknown[] };
  };
  const sections = await input.ids.load(input.trx, 'website_sections');
  if (Array.isArray(payload.sectionTree?.parentSections))
    payload.sectionTree.parentSections = payload.sectionTree.parentSections.flatMap((id) => {
      const mapped = sections.get(Number(id));
      return mapped === undefined ? [] : [mapped];
    });
  await saveSiteSettings(input.trx, { tenantKey: input.scope.targetTenantKey, settings: payload, now: input.now });
  counts.created += 1;
}

/**
 * Writes one chunk of a table's bundle rows into the target tenant, inside the caller's
 * transaction: a row already in the id map is skipped (a re-import writes nothing); a new row is
 * inserted, or adopts the target's row of the same natural key; its mapping is recorded.
 */
export async function importChunk(input: ChunkInput): Promise<{ counts: ChunkCounts; added: Map<number, number> }> {
  const { table, rows, trx, scope } = input;
  const counts: ChunkCounts = { created: 0, adopted: 0, skipped: 0 };
  const added = new Map<number, number>();
  const mapped = table.hasId || table.name === 'site_settings' ? await input.ids.load(trx, table.name) : null;
  for (const row of rows) {
    if (mapped?.has(Number(row.id))) {
      counts.skipped += 1;
      continue;
    }
    if (table.name === 'site_settings') {
      await writeSettings(input, row, counts);
      added.set(Number(row.id), 1);
    } else if (table.hasId) await writeIdRow(input, row, added, counts);
    else await writeLinkRow(input, row, counts);
  }
  await recordMappings(trx, scope, table.name, added);
  return { counts, added };
}
