import type { Knex } from 'knex';

/*
 * Site-user administration (issue 29, ADR 55): each site user's login history and the CSV imports
 * of /admin/migrate-site-users. Conventions as in 0001 (tenant_key on every row,
 * epoch-millisecond BIGINT dates, JSON as TEXT).
 *
 * - `site_user_logins`: one row per successful login, registration or simulation; the newest 50
 *   per user are kept (content-engine/site-users/login-history.ts prunes on insert).
 * - `site_user_imports`: one uploaded CSV file and its two runs, the dry run and the import. A run
 *   commits each chunk of rows together with `rows_done` and the counts, so a run that stopped
 *   (a crash, a deploy) resumes after its last chunk; `lease_until` says a runner is alive.
 * - `site_user_import_problems`: every row a run found bad (row number as a spreadsheet shows it,
 *   the header being row 1), with the row's fields for the CSV of failed rows.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('site_user_logins', (t) => {
    t.bigIncrements('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.integer('site_user_id').notNullable().references('id').inTable('site_users').onDelete('CASCADE');
    /** password | registration | simulation */
    t.string('kind', 20).notNullable();
    /** The client address the server saw ('' for work no client asked for). */
    t.string('ip', 64).notNullable().defaultTo('');
    /** The CMS user who simulated (kind simulation); null otherwise or once that user is deleted. */
    t.integer('cms_user_id').references('id').inTable('cms_users').onDelete('SET NULL');
    t.bigInteger('created').notNullable();
    t.index(['site_user_id', 'created']);
  });

  await db.schema.createTable('site_user_imports', (t) => {
    t.increments('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('file_name', 300).notNullable();
    /** The stored upload, relative to the imports folder (never under the public files). */
    t.string('stored_name', 300).notNullable();
    t.bigInteger('file_size').notNullable();
    /** The file's header as read at upload (JSON array of column names). */
    t.text('columns').notNullable().defaultTo('[]');
    t.integer('cms_user_id').references('id').inTable('cms_users').onDelete('SET NULL');
    t.string('username', 200).notNullable();
    /** uploaded | checking | checked | importing | imported | failed */
    t.string('status', 20).notNullable();
    /** dry_run | import: the run the counts below belong to. */
    t.string('phase', 20).notNullable().defaultTo('dry_run');
    t.integer('rows_total');
    t.integer('rows_done').notNullable().defaultTo(0);
    t.integer('created_count').notNullable().defaultTo(0);
    t.integer('existing_count').notNullable().defaultTo(0);
    t.integer('failed_count').notNullable().defaultTo(0);
    /** The dry run's verdicts, kept when the import starts. */
    t.integer('checked_valid');
    t.integer('checked_existing');
    t.integer('checked_bad');
    t.text('error');
    t.bigInteger('lease_until');
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.bigInteger('finished');
    t.index(['tenant_key', 'id']);
  });

  await db.schema.createTable('site_user_import_problems', (t) => {
    t.integer('import_id').notNullable().references('id').inTable('site_user_imports').onDelete('CASCADE');
    t.string('phase', 20).notNullable();
    t.integer('row_number').notNullable();
    t.string('email', 400).notNullable().defaultTo('');
    t.text('message').notNullable();
    /** The row's fields as read (JSON array), for the CSV of failed rows. */
    t.text('fields').notNullable();
    t.primary(['import_id', 'phase', 'row_number']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['site_user_import_problems', 'site_user_imports', 'site_user_logins'])
    await db.schema.dropTableIfExists(table);
}
