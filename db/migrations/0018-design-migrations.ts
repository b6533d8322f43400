import type { Knex } from 'knex';

/*
 * The undo points of /admin/migrate-to-new-design (ADR 50): one row per migration of a tenant to
 * the new design, with the grids of the layouts it rewrote as they were before and each layout's
 * `updated` right after the write (an undo leaves a layout edited since alone). Only the tenant's
 * latest row may be undone, once (`undone_at`). Conventions as in 0001 (epoch-millisecond BIGINT
 * dates, JSON as TEXT).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('design_migrations', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.bigInteger('migrated_at').notNullable();
    /** Null for system work or a user since deleted; `username` still says who. */
    t.integer('cms_user_id').references('id').inTable('cms_users').onDelete('SET NULL');
    t.string('username', 200).notNullable();
    /** `[{ layoutId, name, primaryGrid, secondaryGrid, updatedAfter }]`. */
    t.text('layouts').notNullable();
    t.bigInteger('undone_at');
    t.index(['tenant_key', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('design_migrations');
}
