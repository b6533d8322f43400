import type { Knex } from 'knex';

/*
 * export_jobs (issue 32, ADR 0078): one background export (company, taxonomy, cross-site, print)
 * of a tenant. A runner holds `lease_until` and renews it with every batch; a job whose lease
 * lapsed (its process stopped) is claimed again and written from the start. The file lives under
 * EXPORTS_DIR (never under the public files) until `expires`. content (tenant_key, type, id):
 * the batches of the company export.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('export_jobs', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    /** company | taxonomy | cross_site | print */
    t.string('kind', 30).notNullable();
    /** The kind's parameters (JSON). */
    t.text('params').notNullable().defaultTo('{}');
    /** queued | running | done | failed */
    t.string('status', 20).notNullable();
    t.integer('progress').notNullable().defaultTo(0);
    t.integer('total');
    /** The written file, relative to the exports folder. */
    t.string('file_path', 300);
    t.string('file_name', 300);
    t.bigInteger('file_size');
    t.integer('cms_user_id').references('id').inTable('cms_users').onDelete('SET NULL');
    t.string('created_by', 200).notNullable();
    /** Incremented by every claim: a runner whose attempt is no longer the job's stops. */
    t.integer('attempt').notNullable().defaultTo(0);
    t.bigInteger('lease_until');
    t.text('error');
    t.bigInteger('created').notNullable();
    t.bigInteger('finished');
    t.bigInteger('expires');
    t.index(['tenant_key', 'id']);
    t.index(['status', 'lease_until']);
  });
  await db.schema.alterTable('content', (t) => {
    t.index(['tenant_key', 'type', 'id'], 'content_tenant_type_id');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('content', (t) => {
    t.dropIndex(['tenant_key', 'type', 'id'], 'content_tenant_type_id');
  });
  await db.schema.dropTable('export_jobs');
}
