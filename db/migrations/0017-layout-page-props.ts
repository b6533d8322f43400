import type { Knex } from 'knex';

/*
 * The page shell's "full width" and "full height" props (spec public §3 "Page screen"), set per
 * layout beside hide_header and hide_footer. Existing layouts take the shell's defaults: not full
 * width, full height.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('layouts', (t) => {
    t.boolean('full_width').notNullable().defaultTo(false);
    t.boolean('full_height').notNullable().defaultTo(true);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('layouts', (t) => {
    t.dropColumn('full_width');
    t.dropColumn('full_height');
  });
}
