import type { Knex } from 'knex';

/*
 * What each derived index was written by (content-engine/search/index-version.ts). The engine
 * rewrites an index whose stored version is not the code's when it starts, so a change of what an
 * index holds (issue 26: only what an anonymous reader may read of a gated body) reaches the rows
 * written before it without a migration running engine code. No row: never recorded, rewritten.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('search_index_state', (t) => {
    t.string('name', 64).primary();
    t.integer('version').notNullable();
    t.bigInteger('updated').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('search_index_state');
}
