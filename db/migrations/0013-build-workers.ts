import type { Knex } from 'knex';

/*
 * The build workers alive now (builds/queue/worker-registry.ts): each server's build pipeline
 * writes its row every few seconds and deletes it when it stops. Recovery hands back only the
 * jobs of workers whose row has gone quiet (or whose process on this host is gone), and
 * `npm run build:sites` queues its work on a running server instead of writing beside it.
 * Conventions as in 0001 (epoch-millisecond BIGINT dates).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('build_workers', (t) => {
    /** The pipeline's worker id; its lanes claim jobs as this id or this id followed by "-" and a lane name. */
    t.string('id', 100).primary();
    t.string('host', 255).notNullable();
    t.integer('pid').notNullable();
    /** The absolute directory of the static store the worker writes (builds/output by default). */
    t.text('output_root').notNullable();
    t.bigInteger('started_at').notNullable();
    t.bigInteger('seen_at').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('build_workers');
}
