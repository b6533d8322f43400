import type { Knex } from 'knex';

/*
 * Internal news (content-engine/news/, "aspireNews" in the API): items the platform team posts to
 * every CMS user, and who has read which. Global, not per tenant. Conventions as in 0001
 * (epoch-millisecond BIGINT dates).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('internal_news', (t) => {
    t.increments('id').primary();
    t.string('title', 300).notNullable();
    /** Sanitised HTML. */
    t.text('description').notNullable().defaultTo('');
    t.bigInteger('date').notNullable();
    /** 1 published, 2 draft. */
    t.smallint('status').notNullable().defaultTo(2);
    t.boolean('alert').notNullable().defaultTo(false);
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['status', 'date'], 'internal_news_status_date_index');
  });
  await db.schema.createTable('internal_news_reads', (t) => {
    t.integer('cms_user_id').notNullable();
    t.integer('news_id').notNullable().references('id').inTable('internal_news').onDelete('CASCADE');
    t.bigInteger('read_at').notNullable();
    t.primary(['cms_user_id', 'news_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('internal_news_reads');
  await db.schema.dropTableIfExists('internal_news');
}
