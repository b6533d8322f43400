import type { Knex } from 'knex';

/*
 * Tenant migration (issue 33, ADR 0087): a bundle uploaded to be imported into a tenant
 * (`tenant_migration_imports`, a job with a lease like export_jobs) and the map from a source
 * row (its installation, tenant, table and id) to the row the import made or adopted
 * (`tenant_migration_ids`): a second import of the same bundle finds every row mapped and writes
 * nothing; an interrupted one resumes after its last committed chunk (`progress`).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('tenant_migration_imports', (t) => {
    t.increments('id');
    /** The tenant whose admin uploaded the bundle (the job is listed there). */
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('file_name', 300).notNullable();
    /** The stored bundle, relative to the imports folder. */
    t.string('stored_name', 300).notNullable();
    t.bigInteger('file_size').notNullable();
    /** The bundle's manifest as validated at upload (JSON). */
    t.text('manifest').notNullable();
    t.string('target_tenant_key', 64).references('key').inTable('tenants').onDelete('SET NULL');
    /** uploaded | running | done | failed */
    t.string('status', 20).notNullable();
    /** Rows committed per table by the current run (JSON). */
    t.text('progress').notNullable().defaultTo('{}');
    /** created / adopted / skipped per table by the current run (JSON). */
    t.text('counts').notNullable().defaultTo('{}');
    t.integer('cms_user_id').references('id').inTable('cms_users').onDelete('SET NULL');
    t.string('created_by', 200).notNullable();
    /** Incremented by every claim: a runner whose attempt is no longer the job's stops. */
    t.integer('attempt').notNullable().defaultTo(0);
    t.bigInteger('lease_until');
    t.text('error');
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.bigInteger('finished');
    t.index(['tenant_key', 'id']);
    t.index(['status', 'lease_until']);
  });
  await db.schema.createTable('tenant_migration_ids', (t) => {
    t.string('target_tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    /** `<installation id>/<source tenant key>`: the source's stable identity. */
    t.string('source', 200).notNullable();
    t.string('table_name', 60).notNullable();
    t.bigInteger('source_id').notNullable();
    t.bigInteger('target_id').notNullable();
    t.primary(['target_tenant_key', 'source', 'table_name', 'source_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('tenant_migration_ids');
  await db.schema.dropTable('tenant_migration_imports');
}
