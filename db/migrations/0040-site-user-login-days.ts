import type { Knex } from 'knex';

/*
 * site_user_login_days (issue 32, the logins report): per site user, Chicago calendar day and
 * kind of session start (password | registration | simulation), how many there were. Kept for as
 * long as the reports' retention, unlike site_user_logins which keeps each user's newest 50 for
 * the site-user screen. One row per user and day, so "who signed in between two days" is an
 * index range, not a scan of raw history. Erasing a site user erases their rows.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('site_user_login_days', (t) => {
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    /** YYYY-MM-DD in America/Chicago (content-engine/shared/chicago-day.ts). */
    t.string('day', 10).notNullable();
    t.integer('site_user_id').notNullable().references('id').inTable('site_users').onDelete('CASCADE');
    t.string('kind', 20).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.primary(['tenant_key', 'day', 'site_user_id', 'kind']);
    t.index(['site_user_id'], 'site_user_login_days_user');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('site_user_login_days');
}
