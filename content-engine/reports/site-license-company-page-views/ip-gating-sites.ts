import type { Knex } from 'knex';

/**
 * The keys of the sites among `siteKeys` whose settings allow IP gating
 * (`memberships.allowIpGating` in site_settings.payload, JSON text), read in SQL so a report stays
 * one query: json_extract on SQLite (true is 1), the #>> path operator on PostgreSQL.
 */
export function ipGatingSites(db: Knex, siteKeys: string[]) {
  const allowed =
    db.client.config.client === 'pg'
      ? "cast(s.payload as json) #>> '{memberships,allowIpGating}' = 'true'"
      : "json_extract(s.payload, '$.memberships.allowIpGating') = 1";
  return db('site_settings as s').whereIn('s.tenant_key', siteKeys).whereRaw(allowed).select('s.tenant_key');
}
