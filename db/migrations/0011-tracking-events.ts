import type { Knex } from 'knex';

/*
 * Tracking events (content-engine/tracking/): what the public sites report through the tracking
 * mutations of spec public §7 — page views, clicks, registrations, newsletter sign-ups — kept for
 * the reports. Append-only. Conventions as in 0001: tenant-owned, epoch-millisecond BIGINT dates,
 * JSON as TEXT.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('tracking_events', (t) => {
    t.bigIncrements('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    /** A key of content-engine/shared/tracking-events.ts (pageView, menuClick, …). */
    t.string('type', 60).notNullable();
    /** The browser tab's visit id (islands/shared/session-id.ts). */
    t.string('session_id', 100).notNullable();
    /** The signed-in site user, when the request carried a live token. */
    t.integer('site_user_id').references('id').inTable('site_users').onDelete('SET NULL');
    /** The page details of spec public §3 (content-engine/shared/tracking-events.ts TrackingPageDetails). */
    t.text('page').notNullable();
    /** What the event says beyond the page (link, label, newsletter source and action…); {} when nothing. */
    t.text('payload').notNullable().defaultTo('{}');
    t.bigInteger('created').notNullable();
    t.index(['tenant_key', 'created'], 'tracking_events_tenant_created');
    t.index(['tenant_key', 'type', 'created'], 'tracking_events_tenant_type_created');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('tracking_events');
}
