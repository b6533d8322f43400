import type { Knex } from 'knex';

/*
 * Company updates (content-engine/company-updates/, ADR 0059): an editor asks a company (a Company
 * content item) to update its profile through an e-mailed link; the company submits the fields,
 * kept here apart from the live item until an editor publishes them. Only the SHA-256 of the
 * link's token is stored (`token_hash`); a new link replaces it. `submitted` is the fields as
 * JSON text, `submitter` who sent them. Conventions as in 0001 (epoch-millisecond BIGINT dates).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('company_updates', (t) => {
    t.increments('id').primary();
    t.string('tenant_key', 100).notNullable().references('key').inTable('tenants');
    t.integer('company_id').notNullable().references('id').inTable('content');
    /** requested, submitted, published or rejected. */
    t.string('status', 20).notNullable();
    /** Where the link was sent. */
    t.string('email', 320).notNullable();
    t.string('token_hash', 128).unique();
    t.bigInteger('expires').notNullable();
    t.text('submitted').notNullable().defaultTo('{}');
    t.text('submitter').notNullable().defaultTo('{}');
    t.text('reject_reason').notNullable().defaultTo('');
    t.integer('requested_by');
    t.integer('reviewed_by');
    t.bigInteger('requested_at').notNullable();
    t.bigInteger('submitted_at');
    t.bigInteger('reviewed_at');
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['tenant_key', 'status', 'updated']);
    t.index(['tenant_key', 'company_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('company_updates');
}
