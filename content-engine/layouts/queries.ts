import type { Knex } from 'knex';
import { toLayout, type Layout } from './layout.ts';

export type { Layout } from './layout.ts';

/** The active layouts a tenant may use: those assigned to it and the global ones. */
export async function loadTenantLayouts(db: Knex, tenantKey: string): Promise<Layout[]> {
  const rows = await db('layouts')
    .where('status', 1)
    .where((q) =>
      q
        .where('is_global', true)
        .orWhereIn('id', db('layout_tenants').select('layout_id').where({ tenant_key: tenantKey })),
    )
    .orderBy('id');
  return rows.map(toLayout);
}
