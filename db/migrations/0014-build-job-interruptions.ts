import type { Knex } from 'knex';

/*
 * A build job's attempts that its worker's death interrupted (the process was killed, or its
 * heartbeat stopped) are counted apart from the attempts that failed by themselves: only a job's
 * own failures use up `max_attempts` (builds/queue/job-lifecycle.ts).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('build_jobs', (t) => {
    t.integer('interruptions').notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('build_jobs', (t) => {
    t.dropColumn('interruptions');
  });
}
