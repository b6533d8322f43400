import type { Knex } from 'knex';

/*
 * Content syndication (ADR 60): an item of one site shown on sections of other sites as a copy
 * that each target site stores, renders and regenerates like its own content, kept in step with
 * its origin, and whose canonical URL stays the origin's. One row per (origin item, target site).
 * `synced_digest` is the digest of the copy as last written: a sync claims the row by changing
 * it, so two processes hearing the same change write the copy once.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('content_syndications', (t) => {
    t.increments('id');
    t.string('origin_tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.integer('origin_content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.string('target_tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.integer('copy_content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.string('synced_digest', 64).notNullable();
    t.string('created_by', 200).notNullable();
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.unique(['origin_content_id', 'target_tenant_key']);
    t.unique(['copy_content_id']);
    t.index(['origin_tenant_key', 'updated']);
    t.index(['target_tenant_key', 'updated']);
  });
  await db.schema.alterTable('content', (t) => {
    /** A syndicated copy's canonical URL: its origin's absolute address. Null for a site's own items. */
    t.string('canonical_url', 2000);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('content_syndications');
  await db.schema.alterTable('content', (t) => {
    t.dropColumn('canonical_url');
  });
}
