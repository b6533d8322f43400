import type { Knex } from 'knex';

/*
 * The editor's conflict detection (ADR 57): every content write raises `revision` by one and
 * records who made it. An update that names the revision its editor loaded is refused when the
 * item has moved on. `updated_by_name` keeps the name as it was when the user is later deleted.
 * Existing rows start at revision 0 with no editor recorded.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('content', (t) => {
    t.integer('revision').notNullable().defaultTo(0);
    // No foreign key: on SQLite that would rebuild the content table (and reset its id sequence).
    // The name below is what editors are shown; the id may outlive its user.
    t.integer('updated_by_id');
    t.string('updated_by_name', 200);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('content', (t) => {
    t.dropColumn('revision');
    t.dropColumn('updated_by_id');
    t.dropColumn('updated_by_name');
  });
}
