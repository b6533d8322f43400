import type { Knex } from 'knex';

/*
 * Indexes for the build pipeline's frequent small queries:
 * - the content scheduler asks every second, across tenants, which items were published,
 *   expired or entered/left a section in the last interval: range scans on the date columns
 *   (the tenant-first indexes of 0001 cannot serve a query without a tenant);
 * - the build queue looks up a tenant's queued job of a kind (coalescing) and its running full
 *   build (claim), among a history of finished jobs.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('content', (t) => {
    t.index(['published'], 'content_published_index');
    t.index(['expires'], 'content_expires_index', { predicate: db.whereNotNull('expires') });
  });
  await db.schema.alterTable('website_schedules', (t) => {
    t.index(['start_date'], 'website_schedules_start_date_index');
    t.index(['end_date'], 'website_schedules_end_date_index', { predicate: db.whereNotNull('end_date') });
  });
  await db.schema.alterTable('build_jobs', (t) => {
    t.index(['tenant_key', 'status', 'kind'], 'build_jobs_tenant_status_kind_index');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('build_jobs', (t) => t.dropIndex([], 'build_jobs_tenant_status_kind_index'));
  await db.schema.alterTable('website_schedules', (t) => {
    t.dropIndex([], 'website_schedules_end_date_index');
    t.dropIndex([], 'website_schedules_start_date_index');
  });
  await db.schema.alterTable('content', (t) => {
    t.dropIndex([], 'content_expires_index');
    t.dropIndex([], 'content_published_index');
  });
}
