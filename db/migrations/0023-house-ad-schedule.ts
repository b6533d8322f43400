import type { Knex } from 'knex';

/*
 * House ads managed from the admin (issue 29, ADR 56): a creative runs from `start_date` to
 * `end_date` (either open), shares its slot with equally ranked creatives in proportion to its
 * `weight`, and an image creative keeps the media-library asset it shows (`asset_id`; its path
 * stays in `fields` so the ad server needs no join). Conventions as in 0001.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('house_ad_creatives', (t) => {
    /** Epoch ms; null runs from the start. */
    t.bigInteger('start_date');
    /** Epoch ms, exclusive; null runs until paused or deleted. */
    t.bigInteger('end_date');
    /** 1–100: the share of rotations among creatives of equal rank. */
    t.integer('weight').notNullable().defaultTo(1);
    t.integer('asset_id').references('id').inTable('assets').onDelete('SET NULL');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('house_ad_creatives', (t) => {
    t.dropColumn('asset_id');
    t.dropColumn('weight');
    t.dropColumn('end_date');
    t.dropColumn('start_date');
  });
}
