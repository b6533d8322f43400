import type { Knex } from 'knex';

/**
 * Plays a concurrent request that takes a value between an operation's check that it is free
 * and the operation's insert: a trigger inserts `row` just before an insert into `table` whose
 * `column` is `value`, so that insert breaks the unique key (as the loser of a real race does).
 * Returns the function that removes the trigger.
 */
export async function takeValueBeforeInsert(
  db: Knex,
  { table, column, value, row }: { table: string; column: string; value: string; row: Record<string, unknown> },
): Promise<() => Promise<void>> {
  const name = `take_${table}_${column}`;
  const insert = db(table).insert(row).toQuery();
  const matches = db.raw('NEW.?? = ?', [column, value]).toQuery();
  if (db.client.config.client === 'pg') {
    await db.raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN ${insert}; RETURN NEW; END $body$`,
    );
    // The trigger's own insert must not fire it again.
    await db.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON ?? FOR EACH ROW WHEN (${matches} AND pg_trigger_depth() < 1) EXECUTE FUNCTION ${name}()`,
      [table],
    );
    return async () => {
      await db.raw(`DROP TRIGGER ${name} ON ??`, [table]);
      await db.raw(`DROP FUNCTION ${name}()`);
    };
  }
  // SQLite does not fire a trigger from its own statements (recursive_triggers is off).
  await db.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON ?? WHEN ${matches} BEGIN ${insert}; END`, [table]);
  return async () => void (await db.raw(`DROP TRIGGER ${name}`));
}
