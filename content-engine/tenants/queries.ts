import type { Knex } from 'knex';
import { toTenant, type Tenant } from '../core/tenant.ts';
import { toJson } from '../core/rows.ts';

async function withDomains(db: Knex, rows: unknown[]): Promise<Tenant[]> {
  if (rows.length === 0) return [];
  const keys = rows.map((row) => (row as { key: string }).key);
  const domainRows: { domain: string; tenant_key: string }[] = await db('tenant_domains')
    .whereIn('tenant_key', keys)
    .orderBy([{ column: 'is_primary', order: 'desc' }, 'domain']);
  return rows.map((row) => {
    const key = (row as { key: string }).key;
    return toTenant(
      row,
      domainRows.filter((d) => d.tenant_key === key).map((d) => d.domain),
    );
  });
}

export async function findTenantByKey(db: Knex, key: string): Promise<Tenant | null> {
  const row = await db('tenants').where({ key }).first();
  return row ? ((await withDomains(db, [row]))[0] ?? null) : null;
}

export async function findTenantByDomain(db: Knex, domain: string): Promise<Tenant | null> {
  const hit = await db('tenant_domains').where({ domain: domain.toLowerCase() }).first('tenant_key');
  return hit ? findTenantByKey(db, hit.tenant_key) : null;
}

export async function listTenants(db: Knex, { includeTest }: { includeTest: boolean }): Promise<Tenant[]> {
  const query = db('tenants').orderBy('name');
  if (!includeTest) query.where({ is_test: false });
  return withDomains(db, await query);
}

/** Replaces a tenant's enabled modules. */
export async function setTenantModules(
  db: Knex,
  { tenantKey, modules, now }: { tenantKey: string; modules: readonly string[]; now: number },
) {
  await db('tenants')
    .where({ key: tenantKey })
    .update({ modules: toJson(modules), updated: now });
}

/** A page of tenants by name: matching `search` (key, name, abbreviation or a domain), within `onlyKeys` when given. */
export async function searchTenants(
  db: Knex,
  {
    search,
    includeTest,
    onlyKeys,
    limit,
    skip,
  }: { search: string | null; includeTest: boolean; onlyKeys: string[] | null; limit: number; skip: number },
): Promise<{ tenants: Tenant[]; totalCount: number }> {
  const query = db('tenants');
  if (!includeTest) query.where({ is_test: false });
  if (onlyKeys) query.whereIn('key', onlyKeys);
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = (column: string) => db.raw(`LOWER(??) LIKE ? ESCAPE '\\'`, [column, like]);
    query.where((where) =>
      where
        .where(matches('key'))
        .orWhere(matches('name'))
        .orWhere(matches('abbreviation'))
        .orWhereIn('key', db('tenant_domains').where(matches('domain')).select('tenant_key')),
    );
  }
  const [count, rows] = await Promise.all([
    query.clone().count({ total: '*' }).first(),
    query.clone().orderBy(['name', 'key']).limit(limit).offset(skip),
  ]);
  return { tenants: await withDomains(db, rows), totalCount: Number((count as { total: number | string }).total) };
}
