import type { Knex } from 'knex';
import type { BundleTableName } from './bundle-tables.ts';

/** Where an import maps a source's rows: the target tenant and the source's identity (ADR 0087). */
export interface MapScope {
  targetTenantKey: string;
  source: string;
}

/**
 * The id map of one import run: source id → target id per table, read from
 * `tenant_migration_ids` when a table is first needed, and added to as chunks commit.
 */
export function createIdMap(scope: MapScope) {
  const tables = new Map<BundleTableName, Map<number, number>>();
  return {
    async load(db: Knex, table: BundleTableName): Promise<Map<number, number>> {
      let map = tables.get(table);
      if (!map) {
        const rows: { source_id: unknown; target_id: unknown }[] = await db('tenant_migration_ids')
          .where({ target_tenant_key: scope.targetTenantKey, source: scope.source, table_name: table })
          .select('source_id', 'target_id');
        map = new Map(rows.map((r) => [Number(r.source_id), Number(r.target_id)]));
        tables.set(table, map);
      }
      return map;
    },
    /** Adds a committed chunk's new mappings. */
    merge(table: BundleTableName, added: Map<number, number>) {
      const map = tables.get(table) ?? new Map<number, number>();
      for (const [from, to] of added) map.set(from, to);
      tables.set(table, map);
    },
  };
}
export type IdMap = ReturnType<typeof createIdMap>;

export async function recordMappings(
  db: Knex,
  scope: MapScope,
  table: BundleTableName,
  added: Map<number, number>,
): Promise<void> {
  const rows = [...added].map(([sourceId, targetId]) => ({
    target_tenant_key: scope.targetTenantKey,
    source: scope.source,
    table_name: table,
    source_id: sourceId,
    target_id: targetId,
  }));
  for (let i = 0; i < rows.length; i += 200) await db('tenant_migration_ids').insert(rows.slice(i, i + 200));
}
