import type { Knex } from 'knex';

/*
 * Site licences (content-engine/site-licenses/): a company whose visitors pass the content gates
 * when they come from one of its address ranges (spec public §4, §6). Conventions as in 0001:
 * tenant-owned, epoch-millisecond BIGINT dates, JSON as TEXT. The ranges are matched in memory,
 * never in SQL, so they need no column of their own.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('site_licenses', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('company_name', 300).notNullable();
    /** JSON array of normalised CIDR strings ("198.51.100.0/24", "2001:db8::/32"). */
    t.text('ip_ranges').notNullable().defaultTo('[]');
    /** active | inactive: only active licences match. */
    t.string('status', 16).notNullable().defaultTo('active');
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['tenant_key', 'status'], 'site_licenses_tenant_status_index');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('site_licenses');
}
