import type { Knex } from 'knex';

/*
 * A site licence's term and what it grants (admin /admin/create-ip-gating): the first and last
 * day it is in force, as calendar days ("2026-01-31", read in America/Chicago; null: open), and
 * the memberships it grants, a JSON array of membership ids as content's membership_ids.
 * Existing licences keep matching: no dates, no memberships named.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('site_licenses', (t) => {
    t.string('start_date', 10);
    t.string('end_date', 10);
    t.text('membership_ids').notNullable().defaultTo('[]');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('site_licenses', (t) => {
    t.dropColumn('start_date');
    t.dropColumn('end_date');
    t.dropColumn('membership_ids');
  });
}
