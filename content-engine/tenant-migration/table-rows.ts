import type { Knex } from 'knex';
import type { BundleTable } from './bundle-tables.ts';
import { linkOwner } from './bundle-tables.ts';

export type Row = Record<string, string | number | boolean | null>;

/** The tenant's rows of a table as the bundle holds them (a query; link tables through their content). */
export function tenantRows(db: Knex, table: BundleTable, tenantKey: string): Knex.QueryBuilder {
  const owner = linkOwner[table.name];
  if (owner)
    return db(`${table.name} as l`)
      .join('content as c', 'c.id', `l.${owner}`)
      .where('c.tenant_key', tenantKey)
      .select('l.*');
  if (table.name === 'layouts')
    // Global layouts belong to every tenant: they are not the tenant's to carry.
    return db('layouts').where({ tenant_key: tenantKey }).where('is_global', false).select('*');
  return db(table.name).where({ tenant_key: tenantKey }).select('*');
}

const integerTypes = /^(integer|int|bigint|int4|int8|smallint)$/i;

/** Column name → declared type, per table, read once per database. */
const columnTypes = new WeakMap<Knex, Map<string, Promise<Record<string, string>>>>();

export function columnsOf(db: Knex, table: string): Promise<Record<string, string>> {
  let perDb = columnTypes.get(db);
  if (!perDb) columnTypes.set(db, (perDb = new Map()));
  let types = perDb.get(table);
  if (!types) {
    types = db(table)
      .columnInfo()
      .then((info) => Object.fromEntries(Object.entries(info).map(([name, column]) => [name, String(column.type)])));
    perDb.set(table, types);
  }
  return types;
}

/** A database row in the bundle's shape: booleans as booleans, integers as numbers (SQLite and PostgreSQL alike). */
export function normaliseRow(raw: Record<string, unknown>, types: Record<string, string>): Row {
  const row: Row = {};
  for (const [column, value] of Object.entries(raw)) {
    const type = types[column] ?? '';
    if (value === null || value === undefined) row[column] = null;
    else if (/bool/i.test(type)) row[column] = value === true || value === 1 || value === '1' || value === 't';
    else if (integerTypes.test(type)) row[column] = Number(value);
    else if (value instanceof Date) row[column] = value.getTime();
    else row[column] = typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  }
  return row;
}

/**
 * The order rows of a self-referencing table are written in: a row after the row it points at
 * (parents before children), so an import maps each reference as it goes.
 */
export function parentsFirst(rows: { id: number; parent: number | null }[]): number[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const placed = new Set<number>();
  const order: number[] = [];
  const place = (id: number, depth: number) => {
    if (placed.has(id) || depth > 1000) return;
    const parent = byId.get(id)?.parent;
    if (parent != null && parent !== id && byId.has(parent)) place(parent, depth + 1);
    if (!placed.has(id)) {
      placed.add(id);
      order.push(id);
    }
  };
  for (const row of rows) place(row.id, 0);
  return order;
}
