import type { Knex } from 'knex';

/*
 * Conventions (docs/adr/0002-storage-conventions.md):
 * - every tenant-owned row carries `tenant_key`, and its unique keys start with it;
 * - dates are epoch milliseconds in BIGINT columns (same value on SQLite and PostgreSQL);
 * - JSON documents are TEXT, parsed and validated by zod at the row boundary;
 * - content ids are 8 digits: the content id sequence starts at 10000001.
 */

const tenantKey = (t: Knex.CreateTableBuilder) =>
  t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');

const timestamps = (t: Knex.CreateTableBuilder) => {
  t.bigInteger('created').notNullable();
  t.bigInteger('updated').notNullable();
};

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('tenants', (t) => {
    t.string('key', 64).primary();
    t.string('name', 200).notNullable();
    t.string('abbreviation', 20).notNullable();
    t.string('prod_endpoint', 500).notNullable().defaultTo('');
    t.text('modules').notNullable().defaultTo('[]');
    t.boolean('is_test').notNullable().defaultTo(false);
    timestamps(t);
  });

  await db.schema.createTable('tenant_domains', (t) => {
    t.string('domain', 253).primary();
    tenantKey(t);
    t.boolean('is_primary').notNullable().defaultTo(false);
    t.index(['tenant_key']);
  });

  await db.schema.createTable('assets', (t) => {
    t.increments('id');
    tenantKey(t);
    t.string('type', 20).notNullable(); // Image | File
    t.string('file_name', 300).notNullable();
    t.string('src', 1000).notNullable();
    t.string('mime_type', 100).notNullable().defaultTo('');
    t.integer('width');
    t.integer('height');
    t.integer('size');
    t.string('caption', 1000).notNullable().defaultTo('');
    t.string('credit', 300).notNullable().defaultTo('');
    t.string('alt', 500).notNullable().defaultTo('');
    t.boolean('is_logo').notNullable().defaultTo(false);
    timestamps(t);
    t.index(['tenant_key', 'type']);
  });

  await db.schema.createTable('website_sections', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('parent_id').references('id').inTable('website_sections').onDelete('SET NULL');
    t.string('name', 200).notNullable();
    t.string('full_name', 1000).notNullable();
    t.string('system_alias', 500).notNullable();
    t.string('manual_alias', 500);
    t.string('alias_override', 500);
    /** The alias in force: alias_override, else manual_alias, else system_alias. */
    t.string('alias', 500).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('gam_alias', 200);
    t.integer('sequence').notNullable().defaultTo(0);
    t.integer('status').notNullable().defaultTo(1);
    timestamps(t);
    t.unique(['tenant_key', 'alias']);
    t.index(['tenant_key', 'parent_id']);
  });

  await db.schema.createTable('persons', (t) => {
    t.increments('id');
    tenantKey(t);
    t.string('first_name', 100).notNullable().defaultTo('');
    t.string('last_name', 100).notNullable().defaultTo('');
    t.string('full_name', 200).notNullable();
    t.string('title', 200).notNullable().defaultTo('');
    t.string('email', 320).notNullable().defaultTo('');
    t.text('bio').notNullable().defaultTo('');
    t.integer('image_id').references('id').inTable('assets').onDelete('SET NULL');
    t.string('alias', 300);
    t.integer('status').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['tenant_key', 'status', 'full_name']);
  });

  await db.schema.createTable('content', (t) => {
    t.increments('id');
    tenantKey(t);
    t.string('type', 30).notNullable();
    t.integer('status').notNullable().defaultTo(2);
    t.string('name', 500).notNullable();
    t.string('short_name', 300);
    t.string('seo_title', 500);
    t.text('teaser').notNullable().defaultTo('');
    t.text('body').notNullable().defaultTo('');
    t.string('alias', 500).notNullable();
    t.string('canonical_path', 600).notNullable();
    t.text('labels').notNullable().defaultTo('[]');
    t.text('metadata').notNullable().defaultTo('{}');
    t.text('gating').notNullable().defaultTo('{}');
    t.text('membership_ids').notNullable().defaultTo('[]');
    t.boolean('registration_required').notNullable().defaultTo(false);
    t.text('venue').notNullable().defaultTo('{}');
    t.text('address').notNullable().defaultTo('{}');
    t.text('embed_code');
    t.string('link_url', 2000);
    t.text('file').notNullable().defaultTo('{}');
    t.text('exclude_ads').notNullable().defaultTo('{}');
    t.integer('company_id').references('id').inTable('content').onDelete('SET NULL');
    t.integer('primary_section_id').references('id').inTable('website_sections').onDelete('SET NULL');
    t.integer('primary_image_id').references('id').inTable('assets').onDelete('SET NULL');
    t.integer('layout_id');
    /** When the item goes live (a future value schedules publishing). */
    t.bigInteger('published');
    /** When the item stops being public (scheduled expiry); null for never. */
    t.bigInteger('expires');
    /** Event and webinar dates. */
    t.bigInteger('start_date');
    t.bigInteger('end_date');
    t.string('created_by', 200);
    timestamps(t);
    t.unique(['tenant_key', 'canonical_path']);
    t.index(['tenant_key', 'status', 'type', 'published']);
    t.index(['tenant_key', 'status', 'published']);
    t.index(['tenant_key', 'primary_section_id']);
    t.index(['tenant_key', 'company_id']);
  });

  await db.schema.createTable('content_authors', (t) => {
    t.integer('content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.integer('person_id').notNullable().references('id').inTable('persons').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['content_id', 'person_id']);
    t.index(['person_id']);
  });

  await db.schema.createTable('content_images', (t) => {
    t.integer('content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.integer('asset_id').notNullable().references('id').inTable('assets').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['content_id', 'asset_id']);
  });

  await db.schema.createTable('content_relations', (t) => {
    t.integer('content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.integer('related_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['content_id', 'related_id']);
  });

  await db.schema.createTable('website_schedules', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.integer('section_id').notNullable().references('id').inTable('website_sections').onDelete('CASCADE');
    t.string('option', 20).notNullable().defaultTo('Standard');
    t.bigInteger('start_date').notNullable();
    t.bigInteger('end_date');
    t.unique(['content_id', 'section_id', 'option']);
    t.index(['tenant_key', 'section_id', 'option', 'start_date']);
  });

  await db.schema.createTable('taxonomy', (t) => {
    t.increments('id');
    tenantKey(t);
    t.string('type', 20).notNullable();
    t.string('name', 300).notNullable();
    t.string('full_name', 1000).notNullable();
    t.integer('parent_id').references('id').inTable('taxonomy').onDelete('SET NULL');
    t.integer('status').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['tenant_key', 'type', 'name']);
  });

  await db.schema.createTable('content_taxonomy', (t) => {
    t.integer('content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.integer('taxonomy_id').notNullable().references('id').inTable('taxonomy').onDelete('CASCADE');
    t.primary(['content_id', 'taxonomy_id']);
    t.index(['taxonomy_id']);
  });

  await db.schema.createTable('contacts', (t) => {
    t.increments('id');
    tenantKey(t);
    t.string('first_name', 100).notNullable().defaultTo('');
    t.string('last_name', 100).notNullable().defaultTo('');
    t.string('full_name', 200).notNullable();
    t.string('title', 200).notNullable().defaultTo('');
    t.string('email', 320).notNullable().defaultTo('');
    t.string('phone', 50).notNullable().defaultTo('');
    t.integer('image_id').references('id').inTable('assets').onDelete('SET NULL');
    t.integer('status').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['tenant_key', 'full_name']);
  });

  await db.schema.createTable('content_contacts', (t) => {
    t.integer('content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.integer('contact_id').notNullable().references('id').inTable('contacts').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['content_id', 'contact_id']);
  });

  await db.schema.createTable('layouts', (t) => {
    t.increments('id');
    /** The tenant that owns the layout; global layouts apply to every tenant. */
    tenantKey(t);
    t.string('name', 200).notNullable();
    t.string('type', 40).notNullable();
    t.string('key', 100);
    t.text('aliases').notNullable().defaultTo('[]');
    t.boolean('propagate').notNullable().defaultTo(false);
    t.string('page_type', 20);
    t.text('content_types').notNullable().defaultTo('[]');
    t.string('gating_requirements', 20);
    t.boolean('is_global').notNullable().defaultTo(false);
    t.boolean('hide_header').notNullable().defaultTo(false);
    t.boolean('hide_footer').notNullable().defaultTo(false);
    t.string('load_more_type', 20).notNullable().defaultTo('none');
    t.text('ad_exclusions').notNullable().defaultTo('{}');
    t.text('primary_grid').notNullable().defaultTo('{"rows":[]}');
    t.text('secondary_grid').notNullable().defaultTo('{"rows":[]}');
    t.integer('status').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['tenant_key', 'type']);
  });

  await db.schema.createTable('layout_tenants', (t) => {
    t.integer('layout_id').notNullable().references('id').inTable('layouts').onDelete('CASCADE');
    tenantKey(t);
    t.primary(['layout_id', 'tenant_key']);
    t.index(['tenant_key']);
  });

  await db.schema.createTable('site_settings', (t) => {
    t.string('tenant_key', 64).primary().references('key').inTable('tenants').onDelete('CASCADE');
    t.text('payload').notNullable();
    t.bigInteger('updated').notNullable();
  });

  await db.schema.createTable('redirects', (t) => {
    t.increments('id');
    tenantKey(t);
    t.string('from', 1000).notNullable();
    t.string('to', 2000).notNullable();
    t.integer('code').notNullable().defaultTo(301);
    timestamps(t);
    t.unique(['tenant_key', 'from']);
  });

  await db.schema.createTable('magazine_publications', (t) => {
    t.increments('id');
    tenantKey(t);
    t.string('name', 300).notNullable();
    t.string('alias', 300).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.integer('logo_id').references('id').inTable('assets').onDelete('SET NULL');
    t.string('subscribe_url', 2000);
    t.integer('status').notNullable().defaultTo(1);
    timestamps(t);
    t.unique(['tenant_key', 'alias']);
  });

  await db.schema.createTable('magazine_issues', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('publication_id').notNullable().references('id').inTable('magazine_publications').onDelete('CASCADE');
    t.string('name', 300).notNullable();
    t.string('alias', 300).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.integer('cover_image_id').references('id').inTable('assets').onDelete('SET NULL');
    t.string('digital_edition_url', 2000);
    t.bigInteger('mail_date').notNullable();
    t.integer('status').notNullable().defaultTo(1);
    timestamps(t);
    t.unique(['tenant_key', 'publication_id', 'alias']);
    t.index(['tenant_key', 'publication_id', 'mail_date']);
  });

  await db.schema.createTable('magazine_sections', (t) => {
    t.increments('id');
    tenantKey(t);
    t.integer('publication_id').notNullable().references('id').inTable('magazine_publications').onDelete('CASCADE');
    t.string('name', 300).notNullable();
    t.integer('sequence').notNullable().defaultTo(0);
    timestamps(t);
  });

  await db.schema.createTable('content_issues', (t) => {
    t.integer('content_id').notNullable().references('id').inTable('content').onDelete('CASCADE');
    t.integer('issue_id').notNullable().references('id').inTable('magazine_issues').onDelete('CASCADE');
    t.integer('section_id').references('id').inTable('magazine_sections').onDelete('SET NULL');
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['content_id', 'issue_id']);
    t.index(['issue_id']);
  });

  await db.schema.createTable('memberships', (t) => {
    t.increments('id');
    tenantKey(t);
    t.string('title', 300).notNullable();
    t.string('alias', 300).notNullable();
    t.integer('status').notNullable().defaultTo(1);
    t.boolean('is_free').notNullable().defaultTo(true);
    t.string('omeda_product', 100);
    t.text('required_user_common_fields').notNullable().defaultTo('[]');
    t.text('required_user_demographic_fields').notNullable().defaultTo('[]');
    t.text('additional_user_demographic_fields').notNullable().defaultTo('[]');
    timestamps(t);
    t.unique(['tenant_key', 'alias']);
  });

  await db.schema.createTable('permissions', (t) => {
    t.string('name', 80).primary();
    t.string('description', 300).notNullable().defaultTo('');
  });

  await db.schema.createTable('roles', (t) => {
    t.string('name', 80).primary();
    t.string('label', 200).notNullable();
  });

  await db.schema.createTable('role_permissions', (t) => {
    t.string('role', 80).notNullable().references('name').inTable('roles').onDelete('CASCADE');
    t.string('permission', 80).notNullable().references('name').inTable('permissions').onDelete('CASCADE');
    t.primary(['role', 'permission']);
  });

  await db.schema.createTable('cms_users', (t) => {
    t.increments('id');
    t.string('email', 320).notNullable().unique();
    t.string('username', 200).notNullable().unique();
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('password_hash', 300);
    t.string('role', 80).notNullable().defaultTo('editor').references('name').inTable('roles');
    t.text('extra_permissions').notNullable().defaultTo('[]');
    t.integer('status').notNullable().defaultTo(1);
    t.boolean('is_global').notNullable().defaultTo(false);
    timestamps(t);
  });

  await db.schema.createTable('cms_user_tenants', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('cms_users').onDelete('CASCADE');
    tenantKey(t);
    t.primary(['user_id', 'tenant_key']);
  });

  await db.schema.createTable('cms_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('cms_users').onDelete('CASCADE');
    t.string('kind', 20).notNullable(); // bearer | refresh | reset | invite
    t.string('token_hash', 128).notNullable().unique();
    /** Tokens issued together at login share a family; logout and refresh revoke by family. */
    t.string('family', 64).notNullable();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('revoked_at');
    t.bigInteger('created').notNullable();
    t.index(['user_id', 'kind']);
    t.index(['family']);
  });

  await db.schema.createTable('login_attempts', (t) => {
    t.string('key', 400).primary();
    t.integer('failures').notNullable().defaultTo(0);
    t.bigInteger('window_start').notNullable();
    t.bigInteger('locked_until');
  });

  // 8-digit content ids (the public /:id route matches exactly 8 digits).
  if (db.client.config.client === 'pg') {
    await db.raw('ALTER SEQUENCE content_id_seq RESTART WITH 10000001');
  } else {
    await db.raw("INSERT INTO sqlite_sequence (name, seq) VALUES ('content', 10000000)");
  }
}

export async function down(db: Knex): Promise<void> {
  const tables = [
    'login_attempts',
    'cms_tokens',
    'cms_user_tenants',
    'cms_users',
    'role_permissions',
    'roles',
    'permissions',
    'memberships',
    'content_issues',
    'magazine_sections',
    'magazine_issues',
    'magazine_publications',
    'redirects',
    'site_settings',
    'layout_tenants',
    'layouts',
    'content_contacts',
    'contacts',
    'content_taxonomy',
    'taxonomy',
    'website_schedules',
    'content_relations',
    'content_images',
    'content_authors',
    'content',
    'persons',
    'website_sections',
    'assets',
    'tenant_domains',
    'tenants',
  ];
  for (const table of tables) await db.schema.dropTableIfExists(table);
}
