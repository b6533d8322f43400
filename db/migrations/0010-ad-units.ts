import type { Knex } from 'knex';

/*
 * Ads (content-engine/ads/): the tenant's ad units (spec public §3 "Ad unit"; admin "Ad unit
 * pattern") and the house-ad creatives the local ad server delivers for them: its line items,
 * each targeting an ad unit key and/or type, optionally a size and a section alias. Conventions
 * as in 0001: tenant-owned, epoch-millisecond BIGINT dates, JSON as TEXT.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('ad_units', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    /** The last part of the slot path /{network}/{basePath}/{section}/{key}. */
    t.string('key', 100).notNullable();
    t.string('name', 200).notNullable();
    /** layout-block, page, content-list-native, content-body-embed, content-body-native, reskin, sticky-bottom, header-leaderboard. */
    t.string('type', 40).notNullable();
    /** 'WxH'; '1x1' by default (spec public §9). */
    t.string('size', 20).notNullable().defaultTo('1x1');
    /** [{ "viewport": [w, h], "sizes": [[w, h], …] }], widest viewport first. */
    t.text('size_mapping').notNullable().defaultTo('[]');
    /** Seconds between refreshes while more than 75% is in view; 0 never refreshes. */
    t.integer('refresh_rate').notNullable().defaultTo(0);
    t.boolean('use_section_alias').notNullable().defaultTo(false);
    /** Page types (content, section, issue, publication) the unit is not shown on. */
    t.text('exclude_page_types').notNullable().defaultTo('[]');
    /** The element id the unit renders into (the slot's div id). */
    t.string('target_id', 100);
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.unique(['tenant_key', 'key'], { indexName: 'ad_units_tenant_key_unique' });
  });
  await db.schema.createTable('house_ad_creatives', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    /** Targeting: null matches every unit (of `ad_unit_type` when set). */
    t.string('ad_unit_key', 100);
    t.string('ad_unit_type', 40);
    /** 'WxH' the creative fills; null for out-of-page creatives (native, skin, welcome). */
    t.string('size', 20);
    /** Null matches every section. */
    t.string('section_alias', 200);
    /** image, native, skin or welcome; `fields` holds that kind's fields (content-engine/ads/creative.ts). */
    t.string('kind', 20).notNullable();
    t.text('fields').notNullable().defaultTo('{}');
    /** Higher first; equal priorities rotate. */
    t.integer('priority').notNullable().defaultTo(0);
    /** 1 active, 0 paused. */
    t.integer('status').notNullable().defaultTo(1);
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['tenant_key', 'status'], 'house_ad_creatives_tenant_status');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('house_ad_creatives');
  await db.schema.dropTableIfExists('ad_units');
}
