import type { Knex } from 'knex';

/*
 * The local comments store (content-engine/comments/): the embedded default of the commenting
 * service (spec public §1 "Commenting", §5). One row per comment on a content item of a tenant,
 * by a site user of that tenant or by an anonymous visitor under a display name (where the site
 * allows anonymous commenting). A member's comment shows the member's current name, so it keeps no
 * copy of it. Conventions as in 0001: tenant-owned, epoch-millisecond BIGINT dates.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('comments', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.integer('content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    /** The member who wrote it; null for an anonymous comment. Their comments go with the account. */
    t.integer('site_user_id').references('id').inTable('site_users').onDelete('CASCADE');
    /** An anonymous comment's display name; null for a member's. */
    t.string('author_name', 100);
    /** Plain text, cleaned (shared/comment-text.ts); always rendered as text. */
    t.text('body').notNullable();
    /** approved (shown), pending (awaiting a moderator) or removed. */
    t.string('status', 20).notNullable().defaultTo('approved');
    /** SHA-256 of the tenant and the client address: the per-address rate limit without keeping the address. */
    t.string('ip_hash', 64).notNullable();
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['tenant_key', 'content_id', 'status', 'created'], 'comments_content_listing');
    t.index(['tenant_key', 'ip_hash', 'created'], 'comments_ip_recent');
    t.index(['site_user_id', 'created'], 'comments_site_user_recent');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('comments');
}
