import type { Knex } from 'knex';

/*
 * At most one live deployment of a campaign is open (Scheduled or Sending) at a time (ADR 0074):
 * deployNewsletterCampaign checks it after taking the campaign's row; this partial unique index
 * makes a second one impossible whatever the isolation level. Both SQLite and PostgreSQL have
 * partial indexes.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(
    `create unique index newsletter_deployments_one_open_live on newsletter_deployments (campaign_id)
     where kind = 'live' and status in ('Scheduled', 'Sending')`,
  );
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index newsletter_deployments_one_open_live');
}
