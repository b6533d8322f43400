import type { Knex } from 'knex';

/*
 * Lead form submissions (content-engine/lead-forms/, ADR 0063): what a visitor sent through an
 * inquiry (RMI) or contact-us form, kept for the RMI report. `form_type` is inquiry or contactUs;
 * `content_id` the item an inquiry is about (null for contact-us); `fields` the submitted values
 * as JSON text; `ip_hash` a SHA-256 of the tenant and client address, not the address.
 * Conventions as in 0001 (epoch-millisecond BIGINT dates).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('lead_form_submissions', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('form_type', 20).notNullable();
    t.integer('content_id').references('id').inTable('content').onDelete('SET NULL');
    t.text('fields').notNullable().defaultTo('{}');
    t.string('ip_hash', 64).notNullable();
    /** How many messages the mail port accepted (sendTo and sendBcc addresses). */
    t.integer('mailed').notNullable().defaultTo(0);
    t.bigInteger('created_at').notNullable();
    t.index(['tenant_key', 'form_type', 'created_at']);
    t.index(['tenant_key', 'content_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('lead_form_submissions');
}
