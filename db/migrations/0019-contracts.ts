import type { Knex } from 'knex';

/*
 * Contributor contracts (spec admin §2 Contracts, §4 "Contract"; ADR 52): a contract of a tenant
 * with one of its persons, its terms (sanitised HTML), the fee, and the approval the contributor
 * gives on the public page /contract/:id?token=… — `token` is that page's secret (32 random
 * bytes, base64url). `approved_at` null means Pending. One settings row per tenant. Conventions
 * as in 0001 (epoch-millisecond BIGINT dates; money in cents).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('contracts', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.integer('contributor_id').notNullable().references('id').inTable('persons').onDelete('CASCADE');
    t.string('title', 300).notNullable();
    t.text('terms').notNullable().defaultTo('');
    /** flat | per_word | per_hour | per_item */
    t.string('fee_type', 20).notNullable().defaultTo('flat');
    t.bigInteger('fee_cents').notNullable().defaultTo(0);
    t.string('currency', 3).notNullable().defaultTo('USD');
    t.string('payment_terms', 200).notNullable().defaultTo('');
    t.string('rights', 200).notNullable().defaultTo('');
    t.bigInteger('due_date');
    t.string('token', 64).notNullable().unique();
    t.bigInteger('approved_at');
    t.string('approved_ip', 64);
    t.integer('created_by').references('id').inTable('cms_users').onDelete('SET NULL');
    t.integer('updated_by').references('id').inTable('cms_users').onDelete('SET NULL');
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['tenant_key', 'approved_at']);
    t.index(['tenant_key', 'contributor_id']);
  });

  await db.schema.createTable('contract_settings', (t) => {
    t.string('tenant_key', 64).primary().references('key').inTable('tenants').onDelete('CASCADE');
    t.text('default_terms').notNullable().defaultTo('');
    t.string('notification_email', 320).notNullable().defaultTo('');
    t.text('approval_text').notNullable().defaultTo('');
    t.integer('updated_by').references('id').inTable('cms_users').onDelete('SET NULL');
    t.bigInteger('updated').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('contract_settings');
  await db.schema.dropTableIfExists('contracts');
}
