import type { Knex } from 'knex';

/*
 * Newsletters (content-engine/newsletters/, newsletter-deployments/; ADR 0073). Conventions as in
 * 0001. Calendar days (a campaign's date, schedule dates) are 'YYYY-MM-DD' strings in
 * America/Chicago, so they compare as text on both databases.
 *
 * - newsletter_templates: the template document (payload, zod-validated); `name` mirrors
 *   payload.name for search and sort; status 1 active, 0 inactive (admin §4: selects offer 1).
 * - newsletter_campaigns: one issue of a template for a date; `block_items` holds each content
 *   block's chosen items ({ blockKey: [contentId…] }); status Draft → Scheduled → Sending → Sent.
 * - newsletter_ads and newsletter_ad_schedules: an ad and where and when it runs (template,
 *   dates, position 1–100, order and line item ids).
 * - newsletter_content_schedules: an item scheduled to a template (and one of its blocks, or ''
 *   for any content block) for a date: what "populate from schedules" reads.
 * - newsletter_deployments: one send of a campaign (a test or the live deployment) with the
 *   rendered message it sends (`rendered`, JSON) so every copy is the same; a lease lets one
 *   worker own it at a time, and a restart resumes it.
 * - newsletter_deliveries: one row per recipient of a deployment, made when it starts; the
 *   unique (deployment, email) pair is what makes a recipient impossible to send twice.
 * - newsletter_subscription_events: every opt-in and opt-out (source, action, date) from the
 *   sign-up widgets, registration, the account page and the unsubscribe link: the subscriptions
 *   report reads it.
 */

const tenantKey = (t: Knex.CreateTableBuilder) =>
  t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('newsletter_templates', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('status').notNullable().defaultTo(1);
    t.string('name', 200).notNullable();
    t.text('payload').notNullable();
    t.integer('revision').notNullable().defaultTo(1);
    t.integer('updated_by');
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['tenant_key', 'status', 'name'], 'newsletter_templates_tenant_status_name');
  });

  await db.schema.createTable('newsletter_campaigns', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('template_id').notNullable().references('id').inTable('newsletter_templates').onDelete('RESTRICT');
    t.string('date', 10).notNullable();
    t.string('subject', 300).notNullable();
    t.string('preheader', 300).notNullable().defaultTo('');
    t.boolean('hide_on_web').notNullable().defaultTo(false);
    t.string('status', 12).notNullable().defaultTo('Draft');
    t.text('block_items').notNullable().defaultTo('{}');
    /** When the live deployment is due (Scheduled); null until scheduled. */
    t.bigInteger('scheduled_at');
    t.bigInteger('sent_at');
    t.integer('revision').notNullable().defaultTo(1);
    t.integer('updated_by');
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['tenant_key', 'template_id', 'date'], 'newsletter_campaigns_tenant_template_date');
    t.index(['tenant_key', 'status', 'date'], 'newsletter_campaigns_tenant_status_date');
  });

  await db.schema.createTable('newsletter_ads', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('status').notNullable().defaultTo(1);
    t.string('title', 300).notNullable();
    t.string('placement', 40).notNullable();
    t.integer('priority').notNullable();
    t.text('payload').notNullable();
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['tenant_key', 'status', 'title'], 'newsletter_ads_tenant_status_title');
  });

  await db.schema.createTable('newsletter_ad_schedules', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('ad_id').notNullable().references('id').inTable('newsletter_ads').onDelete('CASCADE');
    t.integer('template_id').notNullable().references('id').inTable('newsletter_templates').onDelete('CASCADE');
    t.string('start_date', 10).notNullable();
    t.string('end_date', 10).notNullable();
    t.integer('position').notNullable();
    t.string('order_id', 100).notNullable().defaultTo('');
    t.string('line_item_id', 100).notNullable().defaultTo('');
    t.index(['tenant_key', 'template_id', 'position', 'start_date'], 'newsletter_ad_schedules_template_position');
    t.index(['ad_id'], 'newsletter_ad_schedules_ad');
  });

  await db.schema.createTable('newsletter_content_schedules', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.integer('template_id').notNullable().references('id').inTable('newsletter_templates').onDelete('CASCADE');
    /** One of the template's content_list block keys; '' for whichever content block has room. */
    t.string('block_key', 40).notNullable().defaultTo('');
    t.string('date', 10).notNullable();
    t.integer('sequence').notNullable().defaultTo(0);
    t.integer('created_by');
    t.bigInteger('created').notNullable();
    t.unique(['tenant_key', 'template_id', 'date', 'block_key', 'content_id'], {
      indexName: 'newsletter_content_schedules_unique',
    });
    t.index(['content_id'], 'newsletter_content_schedules_content');
  });

  await db.schema.createTable('newsletter_deployments', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('campaign_id').notNullable().references('id').inTable('newsletter_campaigns').onDelete('CASCADE');
    /** test: to testers typed in or the template's default testers; live: to the newsletter's subscribers. */
    t.string('kind', 8).notNullable();
    /** smtp (embedded) or omeda. */
    t.string('provider', 16).notNullable();
    /** Scheduled, Sending, Sent, Failed, Cancelled. */
    t.string('status', 12).notNullable();
    t.bigInteger('scheduled_at').notNullable();
    t.bigInteger('started_at');
    t.bigInteger('finished_at');
    /** { subject, preheader, html, text }: rendered once, sent to everyone. */
    t.text('rendered');
    t.integer('total').notNullable().defaultTo(0);
    t.integer('sent').notNullable().defaultTo(0);
    t.integer('failed').notNullable().defaultTo(0);
    t.integer('skipped').notNullable().defaultTo(0);
    t.string('lease_owner', 100);
    t.bigInteger('lease_until');
    /** The provider's id of the deployment (Omeda's tracking id); '' for SMTP. */
    t.string('provider_ref', 200).notNullable().defaultTo('');
    t.text('error').notNullable().defaultTo('');
    t.integer('requested_by');
    t.bigInteger('created').notNullable();
    t.index(['status', 'scheduled_at'], 'newsletter_deployments_status_due');
    t.index(['tenant_key', 'campaign_id'], 'newsletter_deployments_tenant_campaign');
  });

  await db.schema.createTable('newsletter_deliveries', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('deployment_id').notNullable().references('id').inTable('newsletter_deployments').onDelete('CASCADE');
    /** Lower-case. */
    t.string('email', 320).notNullable();
    t.integer('site_user_id');
    /** pending, sending (handed to the provider, outcome not yet recorded), sent, failed, skipped. */
    t.string('status', 10).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable().defaultTo(0);
    t.text('last_error').notNullable().defaultTo('');
    t.string('message_id', 300).notNullable().defaultTo('');
    t.bigInteger('sent_at');
    t.unique(['deployment_id', 'email'], { indexName: 'newsletter_deliveries_deployment_email' });
    t.index(['deployment_id', 'status', 'next_attempt_at'], 'newsletter_deliveries_work');
  });

  await db.schema.createTable('newsletter_subscription_events', (t) => {
    t.increments('id');
    tenantKey(t);
    t.string('email', 320).notNullable();
    t.string('newsletter_id', 100).notNullable();
    t.integer('site_user_id');
    /** Account, NlWidgetAuthenticated, NlWidgetUnauthenticated, Registration, Unsubscribe. */
    t.string('source', 40).notNullable();
    /** OptIn or OptOut. */
    t.string('action', 8).notNullable();
    t.integer('deployment_id');
    t.bigInteger('at').notNullable();
    t.index(['tenant_key', 'at'], 'newsletter_subscription_events_tenant_at');
    t.index(['tenant_key', 'newsletter_id', 'at'], 'newsletter_subscription_events_tenant_newsletter_at');
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'newsletter_subscription_events',
    'newsletter_deliveries',
    'newsletter_deployments',
    'newsletter_content_schedules',
    'newsletter_ad_schedules',
    'newsletter_ads',
    'newsletter_campaigns',
    'newsletter_templates',
  ])
    await db.schema.dropTableIfExists(table);
}
