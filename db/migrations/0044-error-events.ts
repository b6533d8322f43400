import type { Knex } from 'knex';

/*
 * Error events (issue 33, ADR 0084): the embedded error monitor's store. One row per error
 * fingerprint (hash of the error's name, its message without numbers or ids, and its top stack
 * frame); a repeat increments `count` and moves `last_seen`, and reopens a resolved row. The
 * tenant, route, CMS user and release are the latest occurrence's. System data: no foreign key
 * to tenants (an error outlives a deleted tenant), and only global administrators read it.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('error_events', (t) => {
    t.bigIncrements('id');
    t.string('fingerprint', 64).notNullable().unique('error_events_fingerprint');
    t.string('name', 200).notNullable();
    t.text('message').notNullable();
    /** The first occurrence's stack. */
    t.text('sample_stack').notNullable();
    t.string('top_frame', 1000).notNullable();
    t.bigInteger('first_seen').notNullable();
    t.bigInteger('last_seen').notNullable();
    t.integer('count').notNullable().defaultTo(1);
    t.string('route', 500);
    t.string('tenant_key', 64);
    t.integer('cms_user_id');
    t.string('release', 100).notNullable();
    /** When an administrator marked it resolved; null while open (a new occurrence clears it). */
    t.bigInteger('resolved_at');
    t.index(['last_seen'], 'error_events_last_seen');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('error_events');
}
