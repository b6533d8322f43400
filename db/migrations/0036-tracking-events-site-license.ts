import type { Knex } from 'knex';

/*
 * tracking_events.site_license_id: the site licence whose IP ranges covered the visitor when the
 * engine stored a page view (the site-licence company page views report, issue 32). Decided by the
 * server from the address it sees, never by the browser. No foreign key: a licence deleted later
 * keeps its history (the report names it by id).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('tracking_events', (t) => {
    t.integer('site_license_id');
    t.index(['tenant_key', 'site_license_id', 'created'], 'tracking_events_tenant_license_created');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('tracking_events', (t) => {
    t.dropIndex(['tenant_key', 'site_license_id', 'created'], 'tracking_events_tenant_license_created');
    t.dropColumn('site_license_id');
  });
}
