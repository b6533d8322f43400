import type { Knex } from 'knex';

/*
 * Anonymous newsletter subscribers (content-engine/newsletter-subscribers/): the embedded
 * newsletter provider's record of who signed up to which of a tenant's newsletters without an
 * account (spec public §7 subscribeAnonymousCustomer). One row per address and newsletter, so a
 * second sign-up adds newsletters and refreshes the rest. Conventions as in 0001: tenant-owned,
 * epoch-millisecond BIGINT dates, JSON as TEXT.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('newsletter_subscribers', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    /** Stored lower-case. */
    t.string('email', 320).notNullable();
    /** The id of one of the settings' `newsletters.enabledNewsletters`. */
    t.string('newsletter_id', 100).notNullable();
    t.integer('omeda_product_id').notNullable();
    t.string('country_code', 2).notNullable();
    t.string('region_code', 100);
    /** { "GDPR": boolean } or { "CASL": boolean }; {} where the country shows no consent box. */
    t.text('consent').notNullable().defaultTo('{}');
    t.string('promo_code', 100);
    /** The tracking source: NlWidgetUnauthenticated. */
    t.string('source', 40).notNullable();
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.unique(['tenant_key', 'email', 'newsletter_id'], {
      indexName: 'newsletter_subscribers_tenant_email_newsletter_unique',
    });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('newsletter_subscribers');
}
