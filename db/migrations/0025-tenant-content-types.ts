import type { Knex } from 'knex';

/*
 * The tenant-only content types a tenant may create (spec admin §2: the apparatus and in-quarters
 * types belong to one tenant), as a JSON array of type names. Existing tenants have none.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('tenants', (t) => {
    t.text('extra_content_types').notNullable().defaultTo('[]');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('tenants', (t) => {
    t.dropColumn('extra_content_types');
  });
}
