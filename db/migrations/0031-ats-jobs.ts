import type { Knex } from 'knex';

/*
 * Job listings a tenant stores for the catsone_jobs block (content-engine/ats-jobs/, ADR 0070):
 * the embedded default of the AtsJobs port, read when the tenant has no CATS One API key. A job
 * is open from `posted_at` until `closes_at` (null: open). `external_id` is the job's id in the
 * applicant-tracking system, when it came from one. Conventions as in 0001 (epoch-ms BIGINT dates).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('ats_jobs', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('external_id', 64);
    t.string('title', 300).notNullable();
    t.string('location', 200).notNullable().defaultTo('');
    t.string('department', 200).notNullable().defaultTo('');
    t.string('apply_url', 2000);
    t.bigInteger('posted_at').notNullable();
    t.bigInteger('closes_at');
    t.unique(['tenant_key', 'external_id']);
    t.index(['tenant_key', 'posted_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('ats_jobs');
}
