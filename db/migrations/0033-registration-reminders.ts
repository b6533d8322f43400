import type { Knex } from 'knex';

/*
 * Registration reminders (content-engine/registration-funnel/, ADR 0069): one row per reminder
 * (`kind` 1h or 24h) of one registration request — the `register` link token the request
 * e-mailed. The unique pair is the claim: the process whose insert lands sends the reminder, so
 * two processes or a restart never send it twice. `reminder_token_id` is the link token the
 * reminder carries (it is not a request of its own); `sent_at` is set once the mail port took it
 * (null: claimed, then the send failed — not retried). Conventions as in 0001.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('registration_reminders', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.integer('site_user_id').notNullable().references('id').inTable('site_users').onDelete('CASCADE');
    t.integer('request_token_id').notNullable().references('id').inTable('site_user_tokens').onDelete('CASCADE');
    t.string('kind', 8).notNullable();
    t.integer('reminder_token_id').references('id').inTable('site_user_tokens').onDelete('SET NULL');
    t.bigInteger('claimed_at').notNullable();
    t.bigInteger('sent_at');
    t.unique(['request_token_id', 'kind'], { indexName: 'registration_reminders_request_kind' });
    t.index(['reminder_token_id'], 'registration_reminders_reminder_token');
    t.index(['tenant_key', 'claimed_at'], 'registration_reminders_tenant_claimed');
  });
  // The reminder job looks for live registration links by age.
  await db.schema.alterTable('site_user_tokens', (t) => {
    t.index(['kind', 'created'], 'site_user_tokens_kind_created');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('site_user_tokens', (t) => {
    t.dropIndex(['kind', 'created'], 'site_user_tokens_kind_created');
  });
  await db.schema.dropTableIfExists('registration_reminders');
}
