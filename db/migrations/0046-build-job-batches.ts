import type { Knex } from 'knex';

/*
 * Batches of a full build (issue 33 item 6, ADR 0091): a full build of a large tenant queues its
 * paths as `batch` jobs that any worker takes; `parent_id` names the full job they belong to,
 * which finishes (removes what is no longer enumerated, sums the counts) once they have settled.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('build_jobs', (t) => {
    t.integer('parent_id').nullable().references('id').inTable('build_jobs').onDelete('CASCADE');
    t.index(['parent_id', 'status'], 'build_jobs_parent_status_index');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('build_jobs', (t) => {
    t.dropIndex([], 'build_jobs_parent_status_index');
    t.dropForeign(['parent_id']);
    t.dropColumn('parent_id');
  });
}
