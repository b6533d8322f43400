import type { Knex } from 'knex';

/*
 * site_users (tenant_key, created): the registrations report (issue 32, ADR 0077) lists and counts
 * a site's users registered in a date range.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('site_users', (t) => {
    t.index(['tenant_key', 'created'], 'site_users_tenant_created');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('site_users', (t) => {
    t.dropIndex(['tenant_key', 'created'], 'site_users_tenant_created');
  });
}
