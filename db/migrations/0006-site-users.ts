import type { Knex } from 'knex';

/*
 * Site users (content-engine/site-users/): visitor accounts of one tenant's public site, their
 * memberships, newsletters, favourites and link/session tokens, and the tenant's demographic
 * questions (content-engine/memberships/). Conventions as in 0001: tenant_key on every row,
 * epoch-millisecond BIGINT dates, JSON as TEXT.
 *
 * A registration request creates a `pending` user (no password) and a `register` token; the
 * registration completes that row, which becomes `active`.
 */

const tenantKey = (t: Knex.CreateTableBuilder) =>
  t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');

const siteUser = (t: Knex.CreateTableBuilder) =>
  t.integer('site_user_id').notNullable().references('id').inTable('site_users').onDelete('CASCADE');

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('site_users', (t) => {
    t.increments('id');
    tenantKey(t);
    /** Stored lower-case. */
    t.string('email', 320).notNullable();
    t.string('username', 320).notNullable();
    t.string('password_hash', 300);
    t.string('first_name', 100);
    t.string('last_name', 100);
    t.string('company', 200);
    t.string('title', 200);
    t.string('city', 100);
    t.string('postal_code', 20);
    t.string('region', 100);
    t.string('country_code', 2);
    /** pending | active */
    t.string('status', 20).notNullable().defaultTo('pending');
    /** { "demo_<question id>": number | number[] | string } */
    t.text('demographics').notNullable().defaultTo('{}');
    /** { "GDPR": boolean } or { "CASL": boolean } */
    t.text('consent').notNullable().defaultTo('{}');
    t.string('promo_code', 100);
    t.string('omeda_customer_id', 100);
    t.string('omeda_encrypted_customer_id', 200);
    /** A random public id (tracking, third parties); never changes. */
    t.string('hashed_id', 64).notNullable().unique();
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['tenant_key', 'status']);
  });
  await db.raw('CREATE UNIQUE INDEX site_users_tenant_email_unique ON site_users (tenant_key, lower(email))');
  await db.raw('CREATE UNIQUE INDEX site_users_tenant_username_unique ON site_users (tenant_key, lower(username))');

  await db.schema.createTable('site_user_memberships', (t) => {
    tenantKey(t);
    siteUser(t);
    t.integer('membership_id').notNullable().references('id').inTable('memberships').onDelete('CASCADE');
    /** Null: does not expire. */
    t.bigInteger('expiration');
    t.bigInteger('created').notNullable();
    t.primary(['site_user_id', 'membership_id']);
  });

  await db.schema.createTable('site_user_newsletters', (t) => {
    tenantKey(t);
    siteUser(t);
    /** An id of the tenant's settings `newsletters.enabledNewsletters`. */
    t.string('newsletter_id', 100).notNullable();
    t.bigInteger('created').notNullable();
    t.primary(['site_user_id', 'newsletter_id']);
  });

  await db.schema.createTable('site_user_favorites', (t) => {
    tenantKey(t);
    siteUser(t);
    t.integer('content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.bigInteger('created').notNullable();
    t.primary(['site_user_id', 'content_id']);
  });

  await db.schema.createTable('site_user_tokens', (t) => {
    t.increments('id');
    /** SHA-256 hex of the token; the token itself is never stored. */
    t.string('token_hash', 128).notNullable().unique();
    tenantKey(t);
    t.integer('site_user_id').notNullable().references('id').inTable('site_users').onDelete('CASCADE');
    /** session | simulation | register | reset | change_username | change_email */
    t.string('kind', 20).notNullable();
    t.text('payload').notNullable().defaultTo('{}');
    t.bigInteger('expires').notNullable();
    /** Set when a link is used or a session is revoked. */
    t.bigInteger('used_at');
    t.bigInteger('created').notNullable();
    t.index(['site_user_id', 'kind']);
  });

  await db.schema.createTable('demographics', (t) => {
    tenantKey(t);
    /** The membership system's question id (memberships name them in their demographic fields). */
    t.integer('id').notNullable();
    t.string('description', 500).notNullable();
    t.string('omeda_webform_text', 1000).notNullable().defaultTo('');
    /** 1 single select, 2 multi select, 3 text, 5 checkbox, 6 date, 7 whole number, 8 number. */
    t.integer('demographic_type').notNullable();
    /** [{ id, description }] */
    t.text('demographic_values').notNullable().defaultTo('[]');
    t.primary(['tenant_key', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'demographics',
    'site_user_tokens',
    'site_user_favorites',
    'site_user_newsletters',
    'site_user_memberships',
    'site_users',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
