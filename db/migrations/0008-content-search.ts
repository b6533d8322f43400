import type { Knex } from 'knex';

/*
 * Full-text search over content (content-engine/search/): one row of plain text per item in
 * content_search, written by the content write path and the seeds. What existed before is indexed
 * when the engine starts (content-engine/search/index-version.ts, migration 0015), not here: a
 * migration must not run engine code, which reads the schema of its own time.
 * SQLite: an FTS5 table (rowid = content id; porter stemming, diacritics folded); a trigger drops
 * the row of a deleted content row. PostgreSQL: a table whose tsvector is generated from the
 * columns with weights A (name), B (teaser), C (body), under a GIN index; rows go with their
 * content row (ON DELETE CASCADE).
 */
export async function up(db: Knex): Promise<void> {
  if (db.client.config.client === 'pg') {
    await db.schema.createTable('content_search', (t) => {
      t.integer('content_id').primary().references('id').inTable('content').onDelete('CASCADE');
      t.string('tenant_key', 64).notNullable();
      t.text('name').notNullable();
      t.text('teaser').notNullable();
      t.text('body').notNullable();
    });
    await db.raw(`ALTER TABLE content_search ADD COLUMN document tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', teaser), 'B') || setweight(to_tsvector('english', body), 'C')
    ) STORED`);
    await db.raw('CREATE INDEX content_search_document_index ON content_search USING GIN (document)');
  } else {
    await db.raw(
      "CREATE VIRTUAL TABLE content_search USING fts5(tenant_key UNINDEXED, name, teaser, body, tokenize = 'porter unicode61 remove_diacritics 2')",
    );
    await db.raw(
      'CREATE TRIGGER content_search_delete AFTER DELETE ON content BEGIN DELETE FROM content_search WHERE rowid = old.id; END',
    );
  }
}

export async function down(db: Knex): Promise<void> {
  if (db.client.config.client !== 'pg') await db.raw('DROP TRIGGER IF EXISTS content_search_delete');
  await db.schema.dropTableIfExists('content_search');
}
