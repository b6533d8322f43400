import type { Knex } from 'knex';

/*
 * Report rollups of tracking events (issue 32, ADR 0079).
 *
 * - `tracking_events` gains what the reports group by, decided when an event is stored
 *   (content-engine/tracking-events/event-dimensions.ts): `day` (Chicago YYYY-MM-DD),
 *   `content_id`, `company_id` and `subject` (the type's own key, a JSON array of strings). Rows
 *   stored before this migration are filled in by the rollup job's first pass, not here (the
 *   rules live in the engine).
 * - `tracking_daily`: per tenant, Chicago day, event type and dimension (site | content | company |
 *   license | subject) and that dimension's value (`key`, '' for site), the events, the distinct
 *   visits (session ids) and the distinct signed-in users of that day. Written by the rollup job
 *   (content-engine/tracking-rollups/) for days that have ended; reports read it, and count a day
 *   not rolled up yet from the raw events.
 * - `tracking_monthly`: the same per Chicago month (YYYY-MM), summed from a month's days once they
 *   are all rolled up, so a report over a year reads twelve months, not 365 days.
 * - `tracking_rollup_days`: which tenant's days are rolled up, so a day's raw events may be pruned
 *   after the retention period and its counts stay.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('tracking_events', (t) => {
    t.string('day', 10);
    t.integer('content_id');
    t.integer('company_id');
    t.string('subject', 600);
    // The rows the rollup job has still to fill in (only those stored before this migration).
    t.index(['id'], 'tracking_events_without_day', { predicate: db.whereNull('day') });
  });
  await db.schema.createTable('tracking_daily', (t) => {
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('type', 60).notNullable();
    t.string('dimension', 20).notNullable();
    t.string('day', 10).notNullable();
    t.string('key', 600).notNullable();
    t.integer('events').notNullable();
    t.integer('sessions').notNullable();
    t.integer('users').notNullable();
    t.primary(['tenant_key', 'type', 'dimension', 'day', 'key']);
  });
  await db.schema.createTable('tracking_monthly', (t) => {
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('type', 60).notNullable();
    t.string('dimension', 20).notNullable();
    t.string('month', 7).notNullable();
    t.string('key', 600).notNullable();
    t.integer('events').notNullable();
    t.integer('sessions').notNullable();
    t.integer('users').notNullable();
    t.primary(['tenant_key', 'type', 'dimension', 'month', 'key']);
  });
  await db.schema.createTable('tracking_rollup_days', (t) => {
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('day', 10).notNullable();
    t.integer('events').notNullable();
    t.bigInteger('rolled_at').notNullable();
    t.primary(['tenant_key', 'day']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('tracking_rollup_days');
  await db.schema.dropTableIfExists('tracking_monthly');
  await db.schema.dropTableIfExists('tracking_daily');
  await db.schema.alterTable('tracking_events', (t) => {
    t.dropIndex(['id'], 'tracking_events_without_day');
    for (const column of ['day', 'content_id', 'company_id', 'subject']) t.dropColumn(column);
  });
}
