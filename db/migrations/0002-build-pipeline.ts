import type { Knex } from 'knex';

/*
 * The build pipeline's state (builds/): the persisted job queue and its event log, the manifest of
 * prebuilt pages with their dependency tags, and the scheduler's watermarks. Conventions as in
 * 0001 (epoch-millisecond BIGINT dates, JSON as TEXT, tenant_key first in tenant-owned keys).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('build_jobs', (t) => {
    t.increments('id').primary();
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    /** full | tags | paths */
    t.string('kind', 16).notNullable();
    /** queued | running | done | failed */
    t.string('status', 16).notNullable();
    t.integer('priority').notNullable();
    /** JSON string[]: the change tags a tags job regenerates. */
    t.text('tags').notNullable().defaultTo('[]');
    /** JSON string[]: the paths a paths job renders. */
    t.text('paths').notNullable().defaultTo('[]');
    t.string('reason', 500).notNullable().defaultTo('');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(5);
    t.bigInteger('run_after').notNullable();
    t.string('locked_by', 100);
    t.bigInteger('started_at');
    t.bigInteger('finished_at');
    t.text('error');
    /** JSON: counts of what the job did. */
    t.text('result');
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['status', 'priority', 'run_after']);
    t.index(['tenant_key', 'created']);
  });

  await db.schema.createTable('build_job_events', (t) => {
    t.increments('id').primary();
    t.integer('job_id').notNullable().references('id').inTable('build_jobs').onDelete('CASCADE');
    t.string('tenant_key', 64).notNullable();
    t.bigInteger('at').notNullable();
    /** queued | coalesced | started | progress | done | retry | failed | recovered */
    t.string('type', 32).notNullable();
    t.text('message').notNullable().defaultTo('');
    t.index(['job_id', 'at']);
  });

  await db.schema.createTable('built_pages', (t) => {
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('path', 1000).notNullable();
    /** The file under builds/output/<tenant>/ (relative). */
    t.string('file', 1000).notNullable();
    t.integer('status').notNullable();
    t.string('content_type', 100).notNullable();
    t.string('location', 1000);
    t.string('etag', 64).notNullable();
    t.integer('bytes').notNullable();
    t.bigInteger('built_at').notNullable();
    t.primary(['tenant_key', 'path']);
  });

  await db.schema.createTable('built_page_tags', (t) => {
    t.string('tenant_key', 64).notNullable();
    t.string('tag', 200).notNullable();
    t.string('path', 1000).notNullable();
    t.primary(['tenant_key', 'tag', 'path']);
    t.index(['tenant_key', 'path']);
  });

  await db.schema.createTable('scheduler_state', (t) => {
    t.string('name', 100).primary();
    t.bigInteger('value').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['scheduler_state', 'built_page_tags', 'built_pages', 'build_job_events', 'build_jobs'])
    await db.schema.dropTableIfExists(table);
}
