import type { Knex } from 'knex';

/*
 * server_secrets: keys the server signs with, made at random on first use and shared by every
 * process on the database (the newsletter unsubscribe links' HMAC key, ADR 0074). An environment
 * variable may replace one (NEWSLETTER_UNSUBSCRIBE_SECRET).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('server_secrets', (t) => {
    t.string('name', 64).primary();
    t.string('value', 200).notNullable();
    t.bigInteger('created').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('server_secrets');
}
