import type { Knex } from 'knex';

/*
 * The admin history (content-engine/history/): one row per admin write, saying who, when, which
 * entity and what changed. Conventions as in 0001 (epoch-millisecond BIGINT dates, JSON as TEXT).
 * Rows reference neither the tenant nor the CMS user: the log outlives what it describes (the
 * username is copied for that reason).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('history_entries', (t) => {
    t.increments('id').primary();
    /** Null for global entities (CMS users). */
    t.string('tenant_key', 64);
    /** Null for system work (seeds, jobs). */
    t.integer('cms_user_id');
    t.string('username', 200).notNullable();
    t.bigInteger('at').notNullable();
    /** content | website_section | layout | redirect | site_settings | menu | cms_user | build */
    t.string('entity_type', 40).notNullable();
    t.string('entity_id', 200).notNullable();
    /** create | update | delete | publish | unpublish | schedule | set_schedules | … */
    t.string('action', 40).notNullable();
    /** JSON [{ field, before, after }]: never passwords or tokens. */
    t.text('changes').notNullable().defaultTo('[]');
    t.index(['tenant_key', 'at'], 'history_entries_tenant_at_index');
    t.index(['entity_type', 'entity_id', 'at'], 'history_entries_entity_index');
    t.index(['cms_user_id', 'at'], 'history_entries_user_index');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('history_entries');
}
